import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_AT_FIELD } from "../core/contact/inquiry-fields";
import { contactForm } from "../core/content/contact-form";
import { defaultMeetingType } from "../core/content/booking";
import { siteLanguages } from "../core/content/languages";
import { SIMULATED_TOOL_CALLS_PATH } from "../core/voice/simulated-tool-calls";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../tests/support/production-server";
import { offeredStarts } from "./booking/testing/tool-calls";
import { createPostgresDatabase, testDatabaseKinds } from "./db/test-databases";
import { eventually, startSmtpReceiver } from "./testing/receivers";

const ZONE = "America/New_York";

/** The server's JSON log lines at warn level and above (pino: 40 warn, 50 error). */
const logged = (server: RunningServer, level: number) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === level);

/**
 * The booking pages' refusals as the production server answers them (`npm start`, built): a
 * rate limit's 429 keeps its Retry-After on the page and on its `.data` twin, and another site's
 * post is refused by the site's own guard, in words, as a warning, before React Router's origin
 * check (which answers a bare 400 and logs an error with a stack). A post to a form's page that is
 * not a web form is refused before the page is rendered.
 */
describe.each(testDatabaseKinds())("the booking pages' refusals on %s", (kind) => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let databaseUrl = "";
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "book_pages");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    // A booking is held for the code e-mailed to the visitor: the site needs e-mail to take one.
    smtp = await startSmtpReceiver();
    server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        CONTACT_NOTIFY_TO: "office@agency.example",
        // One post each: the form's bookings, and apart from them, a manage link's changes.
        CONTACT_RATE_LIMIT: "1/10m",
        BOOKING_CHANGE_RATE_LIMIT: "1/10m",
        CONTACT_MIN_FILL_MS: "1",
      },
    });
  }, START_HOOK_BUDGET_MS);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dropDatabase?.();
  });

  const sameSite = () => ({ origin: server.origin });

  async function freeStart() {
    const answer = await fetch(`${server.origin}${SIMULATED_TOOL_CALLS_PATH}`, {
      method: "POST",
      headers: { ...sameSite(), "content-type": "application/json" },
      body: JSON.stringify({
        conversationId: "refusals",
        channel: "call",
        timeZone: ZONE,
        placement: null,
        toolCall: { id: "refusals-1", name: "check_availability", arguments: {} },
      }),
    });
    return offeredStarts(((await answer.json()) as { result: string }).result).at(-1)!;
  }

  /** The details form's post for `start`, with the form token a visitor's browser gets. */
  async function detailsPost(start: string, email: string) {
    const query = new URLSearchParams({ type: defaultMeetingType.id, tz: ZONE, start });
    const page = await (await fetch(`${server.origin}/book?${query}`)).text();
    const token = new RegExp(`name="${RENDERED_AT_FIELD}" value="([^"]+)"`).exec(page)?.[1];
    expect(token).toBeTruthy();
    return new URLSearchParams({
      type: defaultMeetingType.id,
      tz: ZONE,
      start,
      name: "Ada Lovelace",
      email,
      [RENDERED_AT_FIELD]: token!,
    });
  }

  const post = (path: string, body: URLSearchParams, headers: Record<string, string>) =>
    fetch(`${server.origin}${path}`, { method: "POST", headers, body, redirect: "manual" });

  it("keeps Retry-After on /book's and the manage page's 429, on the page and on its .data", async () => {
    const start = await freeStart();
    const booked = await post("/book", await detailsPost(start, "ada@example.com"), sameSite());
    expect(booked.status).toBe(302);
    const manage = new URL(booked.headers.get("location")!, server.origin).pathname;
    expect(manage).toMatch(/^\/book\/manage\/[\w-]+$/);
    // The one post the manage link's own limit allows: an action the manage page does not know.
    const unknown = await post(manage, new URLSearchParams({ intent: "x" }), sameSite());
    expect(unknown.status).toBe(400);

    const limited = [
      await post("/book", await detailsPost(start, "bea@example.com"), sameSite()),
      await post("/book.data", await detailsPost(start, "cy@example.com"), sameSite()),
      await post(manage, new URLSearchParams({ intent: "cancel" }), sameSite()),
      await post(`${manage}.data`, new URLSearchParams({ intent: "cancel" }), sameSite()),
    ];
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await answer.text()).toMatch(/please wait \d+ minutes?/i);
    }
  });

  it("refuses a post to a form's page that is not a web form with a 415 in the page's words, rendering no page", async () => {
    const english = siteLanguages.en.contactForm.refused.unsupportedType;
    const spanish = siteLanguages.es.contactForm.refused.unsupportedType;
    const refusals: [path: string, type: string | null, words: string][] = [
      ["/book", "text/plain", english],
      ["/book.data", "application/json", english],
      ["/Book/", "garbage/garbage; ;;;", english],
      ["/book/manage/some-token", "application/json", english],
      ["/book/manage/some-token.data", "text/plain", english],
      ["/contact", null, english],
      ["/contact.data", "application/xml", english],
      ["/es/reservar", "text/plain", spanish],
      ["/es/reservar/gestionar/some-token", "application/json", spanish],
      ["/es/contacto", "text/plain", spanish],
    ];
    for (const [path, type, words] of refusals) {
      const answer = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: { ...sameSite(), ...(type === null ? {} : { "content-type": type }) },
        // Without a type of its own, a text body is sent as text/plain.
        body: type === null ? "intent=cancel" : new Blob(["intent=cancel"]),
        redirect: "manual",
      });
      expect(answer.status, path).toBe(415);
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(await answer.text(), path).toBe(words);
    }

    // A page without a form still does not take a post at all; a web form reaches its page,
    // which shows what is wrong in the page itself, in its language.
    const about = await fetch(`${server.origin}/about`, {
      method: "POST",
      headers: { ...sameSite(), "content-type": "text/plain" },
      body: "x",
    });
    expect(about.status).toBe(405);
    const unreadable = await post(
      "/es/reservar",
      new URLSearchParams({ type: "no-such-meeting" }),
      sameSite(),
    );
    expect(unreadable.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.status).toBeLessThan(500);
    expect(unreadable.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await unreadable.text()).toContain('<html lang="es"');
  });

  it("refuses another site's post to the booking pages with a 403 in words, logged as a warning", async () => {
    const errorsBefore = logged(server, 50).length;
    const warningsBefore = logged(server, 40).length;
    const paths = [
      "/book",
      "/book.data",
      "/Book/",
      "/book/manage/some-token",
      "/book/manage/some-token.data",
      "/contact",
    ];
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ];
    for (const path of paths) {
      for (const headers of forged) {
        const answer = await post(path, new URLSearchParams({ intent: "cancel" }), headers);
        expect(answer.status).toBe(403);
        expect(await answer.text()).toBe(contactForm.refused.crossSite);
      }
    }
    const expected = paths.length * forged.length;
    // The server's log reaches this process through a pipe, after the answers.
    await eventually(() => logged(server, 40).length >= warningsBefore + expected);
    const warnings = logged(server, 40).slice(warningsBefore);
    expect(warnings.map((line) => line.msg)).toEqual(
      Array(expected).fill("cross-site post to a page refused"),
    );
    expect(logged(server, 50).slice(errorsBefore)).toEqual([]);
  });
});
