import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../db/test-databases";
import { createBooking } from "./bookings";
import { NOW, sampleBooking } from "../testing/sample-booking";

const withPostgres = testDatabaseKinds().includes("postgres");

let database: TestDatabase;
let site: SiteDatabase;
let writer: pg.Client;
beforeAll(async () => {
  if (!withPostgres) return;
  database = await createTestDatabase("postgres");
  site = await database.open();
  writer = new pg.Client({ connectionString: database.options.databaseUrl });
  await writer.connect();
});
afterAll(async () => {
  await writer?.end();
  await site?.close();
  await database?.drop();
});

/** A confirmed booking holding [from, until), written by the other connection's transaction. */
const holdTime = (id: string, from: string, until: string) =>
  writer.query(
    `INSERT INTO bookings (id, reference, meeting_type_id, starts_at, ends_at, blocked_from,
      blocked_until, visitor_name, visitor_email, visitor_phone, visitor_time_zone, notes, source,
      status, sequence, invitation_uid, idempotency_key, lead_id, created_at, updated_at)
    VALUES ($1, $1, 'consultation', $2, $3, $2, $3, 'Other', 'other@example.com', NULL, 'UTC', '',
      'web', 'confirmed', 0, $1, $1, NULL, $2, $2)`,
    [id, from, until],
  );

async function untilABookingWaits() {
  for (let polls = 0; polls < 200; polls++) {
    const { rows } = await sql<{ waiting: string }>`
      SELECT count(*) AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(site.db);
    if (Number(rows[0]!.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the booking never waited for the other transaction");
}

/**
 * Another writer's open transaction holds a time just after the slot; the booking waits for it.
 * That writer then takes a time just before the slot, which the waiting booking's own entry
 * overlaps: each waits for the other, and PostgreSQL ends one. Whichever it is, the booking must
 * come back with an answer, never the deadlock's error.
 */
it.runIf(withPostgres)(
  "a booking caught in a deadlock with another writer runs again and answers",
  async () => {
    await writer.query("BEGIN");
    await holdTime("bkg_after", "2027-05-01T12:30:00.000Z", "2027-05-01T13:00:00.000Z");
    // 12:00 to 12:30 with 15 minutes either side holds 11:45 to 12:45.
    const booking = createBooking(site, sampleBooking("2027-05-01T12:00:00.000Z"), NOW);
    await untilABookingWaits();
    const before = await holdTime(
      "bkg_before",
      "2027-05-01T11:00:00.000Z",
      "2027-05-01T11:50:00.000Z",
    ).then(
      () => "held",
      (error: { code?: string }) => error.code,
    );
    await writer.query(before === "held" ? "COMMIT" : "ROLLBACK");
    expect(await booking).toEqual(
      before === "held"
        ? { outcome: "slot-taken" }
        : expect.objectContaining({ outcome: "booked" }),
    );
    expect(["held", "40P01"]).toContain(before);
  },
  20_000,
);
