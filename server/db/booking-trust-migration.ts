import { sql, type Kysely, type Migration } from "kysely";

/**
 * Bookings nobody can hoard or outlive (issue 46, docs/decisions/027-holds-proof-and-caps.md).
 *
 * - `held_until`: a booking whose contact is not proven yet is a hold until then. It keeps its
 *   status (`confirmed`, so the database keeps its time apart from every other's) and counts for
 *   nothing once the time has passed: reads skip it, and each booking write deletes lapsed holds
 *   before its own insert or move.
 * - `proven_by`/`proven_at`: how the contact was proven (`email`: the code sent there was typed
 *   back; `phone`: the voice provider's signed report named the caller's number); null for a
 *   booking made before proof existed.
 * - `client_key`/`session_key`: what the caps count a booking by besides its contact: the client
 *   address (an IPv6 client's /64) as a SHA-256, and the call or chat session.
 * - `booking_proofs`: a hold's code, as its SHA-256, with the tries and sends it has had.
 * - `calendar_removals`: the event of a booking that is erased (or past its retention) to delete
 *   from the team's calendar. It names only the event's UID, so it outlives the rows the erasure
 *   deletes, and is retried as the outbox retries.
 */
export const bookingTrustMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["held_until", "proven_by", "proven_at", "client_key", "session_key"]) {
      await db.schema.alterTable("bookings").addColumn(column, "text").execute();
    }
    // Partial indexes: the rows that have one, for the lapsed holds' sweep and the caps' counts.
    for (const [index, column] of [
      ["bookings_lapsing_holds", "held_until"],
      ["bookings_by_client_key", "client_key"],
      ["bookings_by_session_key", "session_key"],
    ] as const) {
      await db.schema
        .createIndex(index)
        .on("bookings")
        .column(column)
        .where(sql.ref(column), "is not", null)
        .execute();
    }

    await db.schema
      .createTable("booking_proofs")
      .addColumn("booking_id", "text", (c) =>
        c.primaryKey().references("bookings.id").onDelete("cascade"),
      )
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sends", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("sent_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("calendar_removals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("uid", "text", (c) => c.notNull().unique())
      .addColumn("queued_at", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("claimed_until", "text")
      .addColumn("last_error", "text")
      .addColumn("reported_at", "text")
      .execute();
    await db.schema
      .createIndex("calendar_removals_due")
      .on("calendar_removals")
      .column("next_attempt_at")
      .execute();
  },
};
