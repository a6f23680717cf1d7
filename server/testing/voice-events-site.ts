import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseKind, SiteDatabase } from "../db/database";
import { listInquiries } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { createTestDatabase, type TestDatabase } from "../db/test-databases";
import { createEmailSender } from "../inquiries/email-channel";
import { startSmtpReceiver, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./receivers";
import { createWebhookSender } from "../inquiries/webhook-channel";
import { startVoiceEventsServer } from "./voice-events-server";
import { leadSources } from "../wings";

/** What a caller who would rather be called back leaves through capture_lead. */
export const callbackRequest = {
  name: "Dana Reyes",
  email: "dana@harbor-dental.example",
  interest: "Booking Automation",
  message: "Two clinics, wants after-hours booking. Please call back.",
};

/**
 * Inside a `describe`: the voice events route on a fresh database of this kind, delivering by
 * signed webhook and by e-mail to receivers on 127.0.0.1, for the whole block.
 */
export function useVoiceEventsSite(kind: DatabaseKind) {
  let testDb: TestDatabase | undefined;
  let database!: SiteDatabase;
  let webhook!: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp!: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let server!: Awaited<ReturnType<typeof startVoiceEventsServer>>;
  let sequence = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET);
    smtp = await startSmtpReceiver();
    server = await startVoiceEventsServer({
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
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    await smtp?.close();
    await database?.close();
    await testDb?.drop();
  });

  const site = {
    get database() {
      return database;
    },
    get webhook() {
      return webhook;
    },
    get smtp() {
      return smtp;
    },
    get server() {
      return server;
    },
    /** Ids unique per test, so each test reads only what it made. */
    fresh: (prefix: string) => `${prefix}_${kind}_${Date.now()}_${(sequence += 1)}`,
    async inquiriesOfCall(callId: string) {
      const all = await listInquiries(database.db);
      return all.filter((inquiry) => inquiry.call_id === callId);
    },
    /** The one inquiry a call made: a second one would be a lost retry guarantee. */
    async onlyInquiryOfCall(callId: string) {
      const stored = await site.inquiriesOfCall(callId);
      expect(stored).toHaveLength(1);
      return stored[0]!;
    },
    async storedCount() {
      const { count } = await database.db
        .selectFrom("inquiries")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async allDelivered(inquiryId: string) {
      const detail = await getLead(database.db, inquiryId);
      return (
        detail!.deliveries.length === 2 && detail!.deliveries.every((d) => d.status === "delivered")
      );
    },
  };
  return site;
}
