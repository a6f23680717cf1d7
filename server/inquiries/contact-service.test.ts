import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { listInquiries } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { createFormTokens } from "./form-token";
import { inquiryForm, useContactServer } from "../testing/contact-server";

const FORM_SECRET = "a-form-secret-of-at-least-thirty-two-chars";

describe("contact posts", () => {
  const c = useContactServer({
    SITE_URL: "https://www.example.com",
    CONTACT_MIN_FILL_MS: "3000",
    CONTACT_RATE_LIMIT: "3/10m",
    CONTACT_FORM_SECRET: FORM_SECRET,
  });
  let visitor = 0;

  /** A post from a fresh visitor (own address), filled in `fillMs` after the form rendered. */
  function post(fields: Record<string, string>, { fillMs = 10_000, headers = {}, ip = "" } = {}) {
    const renderedAt = createFormTokens(FORM_SECRET).issue(Date.now() - fillMs);
    return fetch(`${c.server.url}/`, {
      method: "POST",
      body: inquiryForm({ "rendered-at": renderedAt, ...fields }),
      headers: { "x-forwarded-for": ip || `198.51.100.${++visitor}`, ...headers },
    });
  }

  const storedWith = async (email: string, spam = false) =>
    (await listInquiries(c.database.db, { spam })).filter((inquiry) => inquiry.email === email);

  it("stores a human-paced post and answers 200", async () => {
    const answer = await post({ email: "human@example.com" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: "received" });
    const [stored] = await storedWith("human@example.com");
    expect((await getLead(c.database.db, stored!.id))!.deliveries).toHaveLength(1);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    const answer = await post({ email: "bot@example.com", "bot-field": "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: "received" });
    expect(await storedWith("bot@example.com")).toEqual([]);
    expect(await storedWith("bot@example.com", true)).toEqual([]);
  });

  it("holds a post sent faster than the minimum fill time as suspected spam, undelivered", async () => {
    const answer = await post({ email: "fast@example.com" }, { fillMs: 800 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: "received" });
    expect(await storedWith("fast@example.com")).toEqual([]);
    const [held] = await storedWith("fast@example.com", true);
    expect(held!.spam_reason).toMatch(/^sent \d+ ms after the form was rendered$/);
    expect((await getLead(c.database.db, held!.id))!.deliveries).toEqual([]);
  });

  it("holds a post without a valid render timestamp", async () => {
    await post({ email: "forged@example.com", "rendered-at": "1700000000000.forged" });
    const [held] = await storedWith("forged@example.com", true);
    expect(held!.spam_reason).toBe("no valid render timestamp");
  });

  it("holds a post whose form was rendered more than a day before", async () => {
    await post({ email: "stale@example.com" }, { fillMs: 25 * 60 * 60 * 1000 });
    const [held] = await storedWith("stale@example.com", true);
    expect(held!.spam_reason).toBe("a form rendered 25 hours earlier (tokens last 24 hours)");
    expect(await storedWith("stale@example.com")).toEqual([]);
  });

  it("accepts one form token a few times, then holds its replays", async () => {
    const token = createFormTokens(FORM_SECRET).issue(Date.now() - 10_000);
    const send = (n: number) =>
      fetch(`${c.server.url}/`, {
        method: "POST",
        body: inquiryForm({ "rendered-at": token, email: `replay${n}@example.com` }),
        headers: { "x-forwarded-for": `203.0.113.${n}` },
      });
    for (let n = 1; n <= 4; n++) expect((await send(n)).status).toBe(200);
    for (let n = 1; n <= 3; n++) expect(await storedWith(`replay${n}@example.com`)).toHaveLength(1);
    const [replay] = await storedWith("replay4@example.com", true);
    expect(replay!.spam_reason).toBe("the same form token sent 4 times (at most 3)");
  });

  it("answers field errors with 400 and stores nothing", async () => {
    const answer = await post({ name: "", email: "not-an-email", message: "x".repeat(5001) });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "message", "name"]);
    expect(body.fieldErrors.message).toMatch(/5,000 characters/);
  });

  it("limits each address, answering 429 with Retry-After and a message", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 3; i++) {
      expect((await post({ email: `limited${i}@example.com` }, { ip })).status).toBe(200);
    }
    const refused = await post({ email: "limited3@example.com" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect((await refused.json()).message).toMatch(/please wait 10 minutes/);
    expect(await storedWith("limited3@example.com")).toEqual([]);
    expect((await post({ email: "other@example.com" }, { ip: "203.0.113.8" })).status).toBe(200);
  });

  it("refuses cross-site posts, other content types and oversized bodies with clear messages", async () => {
    const crossSite = await post({}, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toMatch(/only be sent from our own website/);
    const fetchMetadata = await post({}, { headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchMetadata.status).toBe(403);
    const ownSite = await post(
      { email: "own@example.com" },
      { headers: { origin: "https://www.example.com" } },
    );
    expect(ownSite.status).toBe(200);

    const json = await fetch(`${c.server.url}/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x" }),
    });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toMatch(/regular web form/);

    const huge = await post({ message: "x".repeat(100 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/too large/);
  });

  it("reads multipart posts too, and refuses other forms at the hosted-form address", async () => {
    const form = new FormData();
    for (const [name, value] of inquiryForm({
      email: "multipart@example.com",
      "rendered-at": createFormTokens(FORM_SECRET).issue(Date.now() - 10_000),
    })) {
      form.append(name, value);
    }
    const answer = await fetch(`${c.server.url}/`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "192.0.2.50" },
    });
    expect(answer.status).toBe(200);
    expect(await storedWith("multipart@example.com")).toHaveLength(1);
    expect((await post({ "form-name": "newsletter" })).status).toBe(400);
  });

  it("sends a browser's plain form post on to the contact page", async () => {
    // fetch() always says sec-fetch-mode: cors; a browser navigation says navigate.
    const { status, location } = await new Promise<{ status?: number; location?: string }>(
      (resolve, reject) => {
        const body = inquiryForm().toString();
        const request = httpRequest(
          `${c.server.url}/`,
          {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
              "sec-fetch-mode": "navigate",
              accept: "text/html",
            },
          },
          (response) => {
            response.resume();
            resolve({ status: response.statusCode, location: response.headers.location });
          },
        );
        request.on("error", reject);
        request.end(body);
      },
    );
    expect(status).toBe(307);
    expect(location).toBe("/contact");
  });
});
