import { afterAll, beforeAll } from "vitest";
import type { DatabaseKind, SiteDatabase } from "../db/database";
import { createTestDatabase, type TestDatabase } from "../db/test-databases";
import type { DeliverySender } from "../inquiries/delivery-channel";
import { createEmailSender } from "../inquiries/email-channel";
import { createWebhookSender } from "../inquiries/webhook-channel";
import { leadSources } from "../wings";
import { startSmtpReceiver, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./receivers";

/**
 * Inside a `describe`: a fresh database of this kind, a webhook and an SMTP receiver on 127.0.0.1,
 * and the server `start` opens with the senders it chooses: the signed webhook's and the e-mail's
 * (with links to `siteUrl`) to those receivers. For the whole block.
 */
export function useLeadDeliverySite<Server extends { close(): Promise<void> }>(
  kind: DatabaseKind,
  siteUrl: string,
  start: (
    database: SiteDatabase,
    senders: { webhook: DeliverySender; email: DeliverySender },
  ) => Promise<Server>,
) {
  let testDb: TestDatabase | undefined;
  let database!: SiteDatabase;
  let webhook!: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp!: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let server!: Server;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET);
    smtp = await startSmtpReceiver();
    server = await start(database, {
      webhook: createWebhookSender({
        sources: leadSources,
        url: webhook.url,
        secret: TEST_WEBHOOK_SECRET,
      }),
      email: createEmailSender({
        sources: leadSources,
        smtpUrl: smtp.url,
        to: ["owner@example.com"],
        from: "site@example.com",
        siteUrl,
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    await smtp?.close();
    await database?.close();
    await testDb?.drop();
  });

  return {
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
  };
}
