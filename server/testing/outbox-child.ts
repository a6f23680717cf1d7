/**
 * A server's outbox worker in a process of its own, for the test that kills it mid-delivery.
 * Argument: JSON `{ database, webhookUrl, secret, leaseMs }`. Prints "ready" once working.
 */
import { openDatabase, type DatabaseOptions } from "../db/database";
import { OutboxWorker } from "../inquiries/outbox-worker";
import { createWebhookSender } from "../inquiries/webhook-channel";
import { silentLogger } from "./contact-server";
import { leadSources } from "../wings";

const args = JSON.parse(process.argv[2]!) as {
  database: DatabaseOptions;
  webhookUrl: string;
  secret: string;
  leaseMs: number;
};
const database = await openDatabase(args.database);
const worker = new OutboxWorker({
  database,
  senders: [
    createWebhookSender({
      sources: leadSources,
      url: args.webhookUrl,
      secret: args.secret,
      timeoutMs: 30_000,
    }),
  ],
  logger: silentLogger,
  pollIntervalMs: 50,
  leaseMs: args.leaseMs,
  batchSize: 5,
});
worker.start();
process.stdout.write("ready\n");
