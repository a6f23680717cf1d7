import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { insertInquiry, listInquiries } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { countDeliveries } from "../db/outbox-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../db/test-databases";
import { createEmailSender } from "./email-channel";
import { inquiryForm, startContactServer } from "../testing/contact-server";
import {
  eventually,
  startSmtpReceiver,
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
} from "../testing/receivers";
import { createWebhookSender, webhookMessageId } from "./webhook-channel";
import { leadSources } from "../wings";
import { bundled } from "../../tests/support/server-bundle";

describe.each(testDatabaseKinds())("inquiry delivery on %s", (kind) => {
  let testDb: TestDatabase;
  let database: SiteDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  async function clearInquiries() {
    await database.db.deleteFrom("delivery_attempts").execute();
    await database.db.deleteFrom("deliveries").execute();
    await database.db.deleteFrom("inquiries").execute();
  }

  it("stores 200 parallel submissions and delivers each by webhook and e-mail", async () => {
    await clearInquiries();
    const webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET);
    const smtp = await startSmtpReceiver();
    const server = await startContactServer({
      database,
      senders: [
        createWebhookSender({
          sources: leadSources,
          url: webhook.url,
          secret: TEST_WEBHOOK_SECRET,
        }),
        createEmailSender({
          sources: leadSources,
          smtpUrl: smtp.url,
          to: ["owner@example.com"],
          from: "site@example.com",
          siteUrl: "https://example.com",
        }),
      ],
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${server.url}/`, {
            method: "POST",
            body: inquiryForm({ email: `visitor${i}@example.com` }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));

      const stored = await listInquiries(database.db);
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((inquiry) => inquiry.email)).size).toBe(200);

      await eventually(async () => (await countDeliveries(database.db)).delivered === 400, 150_000);
      expect(await countDeliveries(database.db)).toEqual({ pending: 0, delivered: 400, failed: 0 });

      expect(webhook.delivered.size).toBe(200);
      for (const inquiry of stored) {
        const received = webhook.delivered.get(webhookMessageId(inquiry));
        expect(received?.signatureValid).toBe(true);
        expect(Object.keys(received!.body)).toEqual([
          "name",
          "email",
          "company",
          "phone",
          "interest",
          "message",
          "timestamp",
        ]);
        expect(received!.body).toMatchObject({
          email: inquiry.email,
          timestamp: inquiry.received_at,
        });
        const mail = smtp.messages.get(`<${inquiry.id}@example.com>`);
        expect(mail).toContain(inquiry.email);
        expect(mail).toMatch(/^Reply-To: .*visitor\d+@example\.com/im);
      }
    } finally {
      await server.close();
      await webhook.close();
      await smtp.close();
    }
  }, 180_000);

  it("gets everything through a receiver that fails, times out and asks to wait before recovering", async () => {
    await clearInquiries();
    const attemptsById = new Map<string, number>();
    const webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, (_n, id) => {
      const attempt = (attemptsById.get(id) ?? 0) + 1;
      attemptsById.set(id, attempt);
      if (attempt === 1) return "error";
      if (attempt === 2) return "hang";
      if (attempt === 3) return { status: 503, retryAfter: "1" };
      return "ok";
    });
    const server = await startContactServer({
      database,
      senders: [
        createWebhookSender({
          sources: leadSources,
          url: webhook.url,
          secret: TEST_WEBHOOK_SECRET,
          // Long enough that a busy machine's HTTP 500 comes back in time, as it must to count.
          timeoutMs: 2000,
        }),
      ],
    });
    try {
      for (let i = 0; i < 10; i++) {
        const answer = await fetch(`${server.url}/`, {
          method: "POST",
          body: inquiryForm({ email: `flaky${i}@example.com` }),
        });
        expect(answer.status).toBe(200);
      }
      await eventually(async () => (await countDeliveries(database.db)).delivered === 10, 60_000);
      expect(webhook.delivered.size).toBe(10);
      for (const inquiry of await listInquiries(database.db)) {
        const [delivery] = (await getLead(database.db, inquiry.id))!.deliveries;
        expect(delivery!.attempts).toBe(4);
        expect(delivery!.attemptLog.map((attempt) => [attempt.outcome, attempt.detail])).toEqual([
          ["retry", "HTTP 500"],
          ["retry", "no answer within 2 s"],
          ["retry", "HTTP 503"],
          ["delivered", "HTTP 204"],
        ]);
        const [, , third, fourth] = delivery!.attemptLog;
        // Retry-After: 1 was honoured although the scaled schedule asked for much less.
        expect(
          Date.parse(fourth!.started_at) - Date.parse(third!.finished_at),
        ).toBeGreaterThanOrEqual(1000);
      }
    } finally {
      await server.close();
      await webhook.close();
    }
  }, 90_000);

  it("marks a delivery failed after the last scheduled attempt", async () => {
    await clearInquiries();
    const webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, () => "error");
    const server = await startContactServer({
      database,
      senders: [
        createWebhookSender({
          sources: leadSources,
          url: webhook.url,
          secret: TEST_WEBHOOK_SECRET,
        }),
      ],
      worker: { backoffScale: 0.00002 },
    });
    try {
      await fetch(`${server.url}/`, { method: "POST", body: inquiryForm() });
      await eventually(async () => (await countDeliveries(database.db)).failed === 1, 60_000);
      const [inquiry] = await listInquiries(database.db);
      const [delivery] = (await getLead(database.db, inquiry!.id))!.deliveries;
      expect(delivery).toMatchObject({ status: "failed", attempts: 8, last_error: "HTTP 500" });
      expect(webhook.requests).toBe(8);
    } finally {
      await server.close();
      await webhook.close();
    }
  }, 90_000);

  it("loses nothing when the server is killed mid-delivery and started again", async () => {
    await clearInquiries();
    for (let i = 0; i < 12; i++) {
      await insertInquiry(database.db, {
        fields: {
          name: "Killed Mid-Flight",
          email: `killed${i}@example.com`,
          company: "",
          phone: "",
          interest: "",
          message: "Still arrives.",
        },
        receivedAt: new Date(),
        spamReason: null,
        channels: ["webhook"],
      });
    }
    let killed = false;
    // Until the kill, the receiver holds every request open: those deliveries are mid-flight.
    const webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, () => (killed ? "ok" : "hang"));
    const leaseMs = 1500;
    const outboxChild = await bundled("server/testing/outbox-child.ts");
    const startWorker = () => {
      const child = spawn(
        process.execPath,
        [
          ...outboxChild,
          JSON.stringify({
            database: testDb.options,
            webhookUrl: webhook.url,
            secret: TEST_WEBHOOK_SECRET,
            leaseMs,
          }),
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      return child;
    };
    const first = startWorker();
    try {
      await webhook.waitForRequests(5);
      first.kill("SIGKILL");
      await new Promise((resolve) => first.once("exit", resolve));
      killed = true;
      expect(await countDeliveries(database.db)).toMatchObject({ delivered: 0 });

      const second = startWorker();
      try {
        await eventually(async () => (await countDeliveries(database.db)).delivered === 12, 60_000);
      } finally {
        second.kill("SIGKILL");
      }
      expect(webhook.delivered.size).toBe(12);
      for (const inquiry of await listInquiries(database.db)) {
        expect(webhook.delivered.has(webhookMessageId(inquiry))).toBe(true);
      }
    } finally {
      first.kill("SIGKILL");
      await webhook.close();
    }
  }, 90_000);
});
