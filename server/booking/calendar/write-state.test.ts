import { beforeAll, describe, expect, it } from "vitest";
import { booked, useBookingStore } from "../testing/sample-booking";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import type { SendResult } from "../../inquiries/delivery-channel";
import { OutboxWorker } from "../../inquiries/outbox-worker";
import { createLogger } from "../../logger";
import { calendarWriteState } from "./write-state";
import { queueCalendarDelivery } from "./write.test-support";

describe.each(testDatabaseKinds())("the calendar's write state on %s", (kind) => {
  const store = useBookingStore(kind);
  let site: SiteDatabase;
  beforeAll(() => {
    site = store.site();
  });
  /** A worker whose calendar answers `result` to every write. */
  const answering = (result: SendResult) =>
    new OutboxWorker({
      database: site,
      senders: [{ channel: "calendar", send: async () => result }],
      logger: createLogger("silent"),
      backoffScale: 0,
    });

  it("shows nothing before the first write, then the last attempt and what waits", async () => {
    expect(await calendarWriteState(site.db, false)).toEqual({
      on: false,
      lastAttempt: null,
      lastWritten: null,
      pending: 0,
      failed: 0,
      removals: { waiting: 0, failing: 0, lastError: null },
    });

    const first = booked(await store.book("2027-03-15T13:00:00.000Z", 1)).booking;
    await queueCalendarDelivery(site, first.id, "booked");
    await answering({ ok: true, detail: "event created" }).runOnce();
    const written = await calendarWriteState(site.db, true);
    expect(written).toMatchObject({
      on: true,
      lastAttempt: { outcome: "delivered", detail: "event created" },
      pending: 0,
    });
    expect(written.lastWritten).toBe(written.lastAttempt?.at);

    const second = booked(await store.book("2027-03-16T13:00:00.000Z", 2)).booking;
    await queueCalendarDelivery(site, second.id, "booked");
    const refusal = "the calendar refused the user name or password (401)";
    await answering({ ok: false, detail: refusal }).runOnce();
    expect(await calendarWriteState(site.db, true)).toMatchObject({
      lastAttempt: { outcome: "retry", detail: refusal },
      lastWritten: written.lastWritten,
      pending: 1,
      failed: 0,
    });

    await site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("channel", "=", "calendar")
      .where("status", "=", "pending")
      .execute();
    expect(await calendarWriteState(site.db, true)).toMatchObject({ pending: 0, failed: 1 });
  });
});
