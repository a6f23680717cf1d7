import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { SimulatedToolCall } from "../../core/voice/simulated-tool-calls";
import { storedAvailability } from "../booking/store/availability";
import { createBookingService } from "../booking/service/service";
import { createBookingTools } from "../booking/assistant/tools";
import { offeredStarts, referenceIn } from "../booking/testing/tool-calls";
import { codeInbox, NO_CAPS } from "../booking/testing/code-inbox";
import { bookingAnswers } from "../../core/content/booking-answers";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createMemoryRateLimiter } from "../limits/rate-limiter";
import { recordingLogger } from "../testing/log-lines";
import { simulatedToolCallsHandler } from "./simulated-tool-calls-route";
import { createVoiceEvents } from "./voice-events-service";

describe.each(testDatabaseKinds())("the simulated assistant's tool calls on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let sequence = 0;
  afterEach(() => void (sequence += 1));

  const SITE = "https://voicefront.example";
  let log: ReturnType<typeof recordingLogger>;
  let inbox = codeInbox();

  /**
   * The route over the real voice events and booking tools, two bookings per address allowed (and
   * `caps` on upcoming ones), each hold's code kept in `inbox`.
   */
  function endpoint({ address = "203.0.113.7", caps = NO_CAPS, bookingsPerAddress = 2 } = {}) {
    log = recordingLogger();
    inbox = codeInbox({ caps });
    const service = createBookingService({
      site,
      availability: () => storedAvailability(site.db),
      trust: inbox.trust,
    });
    const events = createVoiceEvents({
      transactions: site.transactions,
      channels: [],
      logger: log.logger,
      bookingTools: createBookingTools(service),
    });
    const app = new Hono();
    app.post(
      "/tools",
      simulatedToolCallsHandler({
        events,
        bookingLimiter: createMemoryRateLimiter({ limit: bookingsPerAddress, windowMs: 60_000 }),
        clientIp: () => address,
        siteUrl: SITE,
        logger: log.logger,
      }),
    );
    return (body: unknown, headers: Record<string, string> = {}) =>
      app.request(`${SITE}/tools`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
  }

  const call = (
    name: SimulatedToolCall["toolCall"]["name"],
    args: Record<string, unknown>,
    channel: SimulatedToolCall["channel"] = "call",
  ): SimulatedToolCall => ({
    conversationId: `simulated-hero-${sequence}`,
    channel,
    timeZone: "Europe/Madrid",
    placement: "hero",
    toolCall: { id: `sim-${name}-${sequence}-${channel}`, name, arguments: args },
  });

  it("answers a Spanish page's call and chat in Spanish, and an unknown language as the source", async () => {
    const post = endpoint();
    const result = async (body: SimulatedToolCall) =>
      ((await (await post(body)).json()) as { result: string }).result;
    for (const channel of ["call", "chat"] as const) {
      const spanish = await result({
        ...call("check_availability", { timeZone: "Europe/Madrid" }, channel),
        language: "es",
      });
      expect(spanish, channel).toMatch(/^Horarios libres \(Europe\/Madrid\): .* hora .* \[start=/);
      const [start] = offeredStarts(spanish);
      const held = await result({
        ...call(
          "book_appointment",
          { start, name: "Ana", email: `ana.${channel}@example.com`, timeZone: "Europe/Madrid" },
          channel,
        ),
        language: "es",
      });
      expect(held, channel).toMatch(/^Apartado, aún sin reservar: /);
    }
    const unknown = await post({ ...call("check_availability", {}), language: "xx" });
    expect(unknown.status).toBe(400);
    // The refusal names the languages this build registers, not a list written by hand.
    expect(await unknown.text()).toContain("language (optional: en or es)");
    expect(await result(call("check_availability", {}))).toMatch(/^Free times /);
  });

  it("offers free times in the browser's zone, holds one and books it by its code, as the provider's tool calls would", async () => {
    const post = endpoint();
    const check = await post(call("check_availability", {}));
    expect(check.status).toBe(200);
    const { result } = (await check.json()) as { result: string };
    expect(result).toContain("Europe/Madrid");
    const [first, second] = offeredStarts(result);
    expect(first).toMatch(/\+0[12]:00$/);

    // A chat carries no call metadata: its zone comes as the tool's argument, as a model sends it.
    const book = async (start: string, channel: SimulatedToolCall["channel"], email: string) => {
      const args = {
        start,
        name: "Ana",
        email,
        ...(channel === "chat" && { timeZone: "Europe/Madrid" }),
      };
      const answer = await post(call("book_appointment", args, channel));
      expect(answer.status).toBe(200);
      const reference = referenceIn(((await answer.json()) as { result: string }).result);
      const code = inbox.codeFor(email);
      const confirmed = await post(
        call("confirm_appointment", { reference, email, code }, channel),
      );
      expect(((await confirmed.json()) as { result: string }).result).toMatch(/^Booked: /);
      return reference;
    };
    const byCall = await book(first!, "call", "ana@example.com");
    const byChat = await book(second!, "chat", "ana.chat@example.com");
    const rows = await site.db
      .selectFrom("bookings")
      .select(["reference", "source", "visitor_time_zone"])
      .where("reference", "in", [byCall, byChat])
      .orderBy("source", "desc")
      .execute();
    expect(rows).toEqual([
      { reference: byCall, source: "voice", visitor_time_zone: "Europe/Madrid" },
      { reference: byChat, source: "chat", visitor_time_zone: "Europe/Madrid" },
    ]);
  });

  it("lets no browser claim a proven phone number: a phone alone holds nothing", async () => {
    const post = endpoint();
    const check = await post(call("check_availability", {}));
    const [start] = offeredStarts(((await check.json()) as { result: string }).result);
    const phone = "+34600000042";
    const claimed = {
      ...call("book_appointment", { start, name: "Mallory", phone }),
      customer: { number: phone },
      call: { customer: { number: phone } },
    };
    const answer = await post(claimed);
    expect(((await answer.json()) as { result: string }).result).toBe(
      `Not booked. ${bookingAnswers.needsEmail}`,
    );
  });

  it("counts the browser's address against the cap on upcoming bookings, as the form does", async () => {
    const post = endpoint({ address: "2001:db8:5:6::1", caps: { ...NO_CAPS, address: 1 } });
    const check = await post(call("check_availability", {}));
    const starts = offeredStarts(((await check.json()) as { result: string }).result);
    const hold = async (n: number) => {
      const args = {
        start: starts[n]!,
        name: `Visitor ${n}`,
        email: `cap-${sequence}-${n}@example.com`,
      };
      const booking = call("book_appointment", args);
      const answer = await post({
        ...booking,
        conversationId: `c-${n}`,
        toolCall: { ...booking.toolCall, id: `cap-${n}` },
      });
      return ((await answer.json()) as { result: string }).result;
    };
    expect(await hold(0)).toMatch(/^Held/);
    expect(await hold(1)).toBe(`Not booked. ${bookingAnswers.capped.address(1)}`);
  });

  it("refuses what is not one of its two tool calls with a 4xx in words, and books nothing", async () => {
    const post = endpoint();
    const before = await site.db.selectFrom("bookings").select("id").execute();
    const refused = [
      await post("{not json"),
      await post({ conversationId: "x" }),
      await post(call("capture_lead" as "book_appointment", { name: "Ana", message: "Hi" })),
      await post({ ...call("check_availability", {}), conversationId: "x".repeat(101) }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    const huge = await post(call("check_availability", { notes: "x".repeat(9000) }));
    expect(huge.status).toBe(413);
    expect(await site.db.selectFrom("bookings").select("id").execute()).toEqual(before);
  });

  it("answers a bad start in the tool's words, and counts bookings per address", async () => {
    const post = endpoint();
    const words = await post(
      call("book_appointment", { start: "tuesday", name: "Ana", phone: "+34600000001" }),
    );
    expect(words.status).toBe(200);
    expect(((await words.json()) as { result: string }).result).toMatch(/^Nothing was changed\./);
    await post(call("book_appointment", { start: "monday", name: "Ana", phone: "+34600000001" }));
    const third = await post(
      call("book_appointment", { start: "friday", name: "Ana", phone: "+34600000001" }),
    );
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await third.json()) as { error: string }).error).toMatch(/wait 1 minute/);
  });

  it("refuses another site's page and a body not sent as JSON, in words, logged as a warning", async () => {
    const post = endpoint();
    const start = offeredStarts(
      ((await (await post(call("check_availability", {}))).json()) as { result: string }).result,
    )[0]!;
    const booking = JSON.stringify(
      call("book_appointment", { start, name: "Ana", email: "ana.forged@example.com" }),
    );
    const refused: { headers: Record<string, string>; status: number }[] = [
      { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, status: 403 },
      { headers: { origin: "https://evil.example" }, status: 403 },
      { headers: { origin: "null" }, status: 403 },
      // A form or text/plain post needs no preflight: another site's page can send one.
      { headers: { "content-type": "text/plain" }, status: 415 },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415 },
      { headers: { "content-type": "" }, status: 415 },
    ];
    for (const { headers, status } of refused) {
      const answer = await post(booking, headers);
      expect(answer.status).toBe(status);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    const warnings = log.lines().filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(refused.length);
    expect(warnings.every((line) => /^simulated tool call refused: /.test(line.msg))).toBe(true);
    expect(log.lines().filter((line) => line.level === "error")).toEqual([]);
    const forged = await site.db
      .selectFrom("bookings")
      .select("id")
      .where("visitor_email", "=", "ana.forged@example.com")
      .execute();
    expect(forged).toEqual([]);

    const ownPage = await post(booking, { "sec-fetch-site": "same-origin", origin: SITE });
    expect(ownPage.status).toBe(200);
    referenceIn(((await ownPage.json()) as { result: string }).result);
  });

  it("never tells a reused tool call id another person's booking: it counts within its conversation, with its arguments", async () => {
    const post = endpoint({ bookingsPerAddress: 10 });
    const lineOf = async (body: SimulatedToolCall) =>
      ((await (await post(body)).json()) as { result: string }).result;
    const [start] = offeredStarts(await lineOf(call("check_availability", {})));
    const ana = { start, name: "Ana", email: "ana.first@example.com" };
    const eve = { start, name: "Eve", email: "eve@example.com" };
    const toolCall = (
      conversationId: string,
      args: Record<string, unknown>,
    ): SimulatedToolCall => ({
      ...call("book_appointment", args),
      conversationId,
      toolCall: { id: "simulated-tool-1", name: "book_appointment", arguments: args },
    });
    const booked = await lineOf(toolCall("simulated-conversation-a", ana));
    const reference = referenceIn(booked);

    for (const reused of [
      toolCall("simulated-conversation-b", eve),
      toolCall("simulated-conversation-a", eve),
      toolCall("simulated-conversation-a", { ...ana, name: "Ana B." }),
    ]) {
      const line = await lineOf(reused);
      expect(line).not.toContain(reference);
      expect(line).not.toMatch(/reference is/);
    }
    // The same call sent again, as a provider retries: its own booking, once.
    expect(referenceIn(await lineOf(toolCall("simulated-conversation-a", ana)))).toBe(reference);
    const held = await site.db
      .selectFrom("bookings")
      .select("visitor_email")
      .where("starts_at", "=", new Date(start!).toISOString())
      .where("status", "<>", "cancelled")
      .execute();
    expect(held).toEqual([{ visitor_email: "ana.first@example.com" }]);
  });
});
