import { sql, type Kysely, type Migration } from "kysely";

/**
 * Booking messages go through the inquiry outbox (issue 40): a delivery names the booking event
 * that caused it, so the worker can load the booking as it is now, and a webhook's id is the
 * event's for good. A lead gets one notification per channel as before, and one delivery per
 * channel for each event of its bookings; an erased booking takes its events' deliveries with it.
 */
export const bookingDeliveriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite adds a column with a reference when its default is null, as this one's is.
    await sql`ALTER TABLE deliveries ADD COLUMN booking_event_id text
      REFERENCES booking_events(id) ON DELETE CASCADE`.execute(db);
    await db.schema.dropIndex("deliveries_one_per_channel").execute();
    await db.schema
      .createIndex("deliveries_one_per_channel")
      .on("deliveries")
      .columns(["inquiry_id", "channel"])
      .unique()
      .where(sql<boolean>`reply_id IS NULL AND booking_event_id IS NULL`)
      .execute();
    await db.schema
      .createIndex("deliveries_one_per_booking_event")
      .on("deliveries")
      .columns(["booking_event_id", "channel"])
      .unique()
      .where(sql.ref("booking_event_id"), "is not", null)
      .execute();
  },
};
