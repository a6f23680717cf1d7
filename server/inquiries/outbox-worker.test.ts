import { describe, expect, it } from "vitest";
import { insertInquiry } from "../db/inquiry-store";
import { countDeliveries } from "../db/outbox-store";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import type { SiteDatabase } from "../db/database";
import { createLogger } from "../logger";
import { fields } from "../db/testing/stored-leads";
import { OutboxWorker } from "./outbox-worker";
import { eventually } from "../testing/receivers";

describe.each(testDatabaseKinds())("the outbox worker on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));

  it("stops as soon as the delivery in flight is recorded, not a poll later", async () => {
    let finishSend: () => void = () => {};
    let sending = false;
    const worker = new OutboxWorker({
      database: site,
      senders: [
        {
          channel: "webhook",
          send: () =>
            new Promise((resolve) => {
              sending = true;
              finishSend = () => resolve({ ok: true, detail: "HTTP 204" });
            }),
        },
      ],
      logger: createLogger("silent"),
      // Far longer than the test's budget: a stop that waited for the next poll would time out.
      pollIntervalMs: 60_000,
    });
    await insertInquiry(site.db, {
      fields: fields(),
      receivedAt: new Date(),
      spamReason: null,
      channels: ["webhook"],
    });
    worker.start();
    await eventually(() => sending);
    const stopped = worker.stop();
    finishSend();
    await stopped;
    expect(await countDeliveries(site.db)).toEqual({ pending: 0, delivered: 1, failed: 0 });
  }, 10_000);
});
