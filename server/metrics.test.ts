import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { openDatabase } from "./db/database";
import { insertInquiry } from "./db/inquiry-store";
import { createFormTokens } from "./inquiries/form-token";
import { eventually, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./testing/receivers";

const TOKEN = "metrics-token-for-the-test-0123456789";
const FORM_SECRET = "a-form-secret-of-at-least-thirty-two-chars";

describe("GET /metrics on the production server", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-metrics-"));
  let server: RunningServer;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    // An e-mail delivery queued while SMTP was configured; the server below has none: held.
    const site = await openDatabase({ databaseUrl: "", dataDir });
    await insertInquiry(site.db, {
      fields: {
        name: "Earlier Lead",
        email: "earlier@example.com",
        company: "",
        phone: "",
        interest: "",
        message: "Sent while e-mail was on.",
      },
      receivedAt: new Date(Date.now() - 3_600_000),
      spamReason: null,
      channels: ["email"],
    });
    await site.close();
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, () => "error");
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        METRICS_TOKEN: TOKEN,
        CONTACT_WEBHOOK_URL: webhook.url,
        CONTACT_FORM_SECRET: FORM_SECRET,
        CONTACT_MIN_FILL_MS: "1000",
        CONTACT_RATE_LIMIT: "off",
        LOG_LEVEL: "info",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await webhook?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = (authorization?: string) =>
    fetch(`${server.origin}/metrics`, {
      headers: authorization ? { authorization } : {},
    });

  async function submit(fields: Record<string, string>) {
    return fetch(`${server.origin}/`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams({
        "form-name": "contact",
        name: "Metric",
        message: "Hi",
        ...fields,
      }),
    });
  }

  it("refuses a scrape without the bearer token, or with a wrong one", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(await answer.text()).toContain("METRICS_TOKEN");
    }
  });

  it("reports deliveries pending, held and failed, the oldest's age, spam held and submissions by outcome", async () => {
    const token = createFormTokens(FORM_SECRET).issue(Date.now() - 5_000);
    expect((await submit({ email: "real@example.com", "rendered-at": token })).status).toBe(200);
    expect((await submit({ email: "bot@example.com" })).status).toBe(200); // no token: held
    const honeypot = { email: "trap@example.com", "rendered-at": token, "bot-field": "x" };
    expect((await submit(honeypot)).status).toBe(200); // dropped, not stored
    expect((await submit({ email: "not an address" })).status).toBe(400);
    await eventually(() => webhook.requests >= 1);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toContain('voicefront_submissions_total{outcome="received"} 1');
    expect(text).toContain('voicefront_submissions_total{outcome="held_as_spam"} 1');
    expect(text).toContain('voicefront_submissions_total{outcome="dropped_as_spam"} 1');
    expect(text).toContain('voicefront_submissions_total{outcome="invalid"} 1');
    expect(text).toContain('voicefront_deliveries{state="held"} 1');
    expect(text).toContain('voicefront_deliveries{state="pending"} 1');
    expect(text).toContain('voicefront_deliveries{state="failed"} 0');
    expect(text).toContain("voicefront_spam_held 1");
    const age = Number(/voicefront_oldest_pending_delivery_age_seconds (\d+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
  });

  it("says at start-up what is held, and why", () => {
    expect(server.output()).toMatch(
      /"channel":"email","held":1,.*"msg":"deliveries held: SMTP_URL and CONTACT_NOTIFY_TO is not set/,
    );
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const plain = await startServer();
    try {
      expect((await fetch(`${plain.origin}/metrics`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
