import { PostgresAdapter, sql, type Kysely, type Migration } from "kysely";

/**
 * Bookings: each appointment a visitor holds, the tokens of its manage links, and the log of
 * what happened to it. The database
 * itself keeps any two bookings that still hold their time (any status but `cancelled`) from
 * overlapping, buffers included: a check-then-insert in the code would let two instances, or two
 * requests of one, both pass the check (docs/decisions, issue 40).
 */
export const bookingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("meeting_type_id", "text", (c) => c.notNull())
      .addColumn("starts_at", "text", (c) => c.notNull())
      .addColumn("ends_at", "text", (c) => c.notNull())
      .addColumn("blocked_from", "text", (c) => c.notNull())
      .addColumn("blocked_until", "text", (c) => c.notNull())
      .addColumn("visitor_name", "text", (c) => c.notNull())
      .addColumn("visitor_email", "text")
      .addColumn("visitor_phone", "text")
      .addColumn("visitor_time_zone", "text", (c) => c.notNull())
      .addColumn("notes", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) =>
        c.notNull().check(sql`source IN ('voice', 'chat', 'web')`),
      )
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status IN ('confirmed', 'cancelled', 'no_show')`),
      )
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("invitation_uid", "text", (c) => c.notNull().unique())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.references("inquiries.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addCheckConstraint("bookings_canonical_instants", canonicalInstants(postgres))
      .addCheckConstraint(
        "bookings_ordered_instants",
        sql`blocked_from <= starts_at AND starts_at < ends_at AND ends_at <= blocked_until`,
      )
      .addCheckConstraint(
        "bookings_reachable",
        sql`visitor_email IS NOT NULL OR visitor_phone IS NOT NULL`,
      )
      .execute();

    // A cancelled booking frees its key: the same person may book the same slot again.
    await db.schema
      .createIndex("bookings_idempotency_key")
      .on("bookings")
      .column("idempotency_key")
      .unique()
      .where(sql.ref("status"), "<>", "cancelled")
      .execute();
    await db.schema
      .createIndex("bookings_by_start")
      .on("bookings")
      .columns(["starts_at", "id"])
      .execute();
    // The time held, in order: the busy intervals of a range, and SQLite's overlap check.
    await db.schema
      .createIndex("bookings_holding_time")
      .on("bookings")
      .columns(["blocked_from", "blocked_until"])
      .where(sql.ref("status"), "<>", "cancelled")
      .execute();
    await db.schema
      .createIndex("bookings_by_email")
      .on("bookings")
      .column("visitor_email")
      .execute();
    await db.schema
      .createIndex("bookings_by_phone")
      .on("bookings")
      .column("visitor_phone")
      .execute();
    await db.schema.createIndex("bookings_by_lead").on("bookings").column("lead_id").execute();

    // Each e-mail about a booking (confirmation, change, reminder) carries links with a token of
    // its own; every one of them opens the booking for good, and none is kept in clear.
    await db.schema
      .createTable("booking_manage_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) =>
        c.notNull().references("bookings.id").onDelete("cascade"),
      )
      .addColumn("issued_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("booking_manage_tokens_by_booking")
      .on("booking_manage_tokens")
      .column("booking_id")
      .execute();

    await db.schema
      .createTable("booking_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) =>
        c.notNull().references("bookings.id").onDelete("cascade"),
      )
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("booking_events_by_booking")
      .on("booking_events")
      .columns(["booking_id", "at"])
      .execute();

    if (postgres) await excludeOverlapsOnPostgres(db);
    else await excludeOverlapsOnSqlite(db);
  },
};

/**
 * Every instant is `Date.toISOString()` text (`2027-03-14T14:00:00.000Z`): one form, so text order
 * is time order on SQLite, and PostgreSQL reads it the same whatever the session's settings.
 */
function canonicalInstants(postgres: boolean) {
  const columns = ["starts_at", "ends_at", "blocked_from", "blocked_until"];
  const canonical = (column: string) =>
    postgres
      ? sql`${sql.ref(column)} ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$'`
      : sql`${sql.ref(column)} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'`;
  return sql.join(columns.map(canonical), sql` AND `);
}

/**
 * An exclusion constraint over the held time. A cast from text is not immutable in general (it
 * depends on the session's time zone and date style), so an index may not use one; for the one
 * form the check above allows, which names its zone, it is, and this function says so. A range
 * alone needs no btree_gist.
 */
async function excludeOverlapsOnPostgres(db: Kysely<unknown>) {
  await sql`CREATE FUNCTION booking_held_time(blocked_from text, blocked_until text)
    RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT tstzrange(blocked_from::timestamptz, blocked_until::timestamptz, '[)') $$`.execute(
    db,
  );
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
    EXCLUDE USING gist (booking_held_time(blocked_from, blocked_until) WITH &&)
    WHERE (status <> 'cancelled')`.execute(db);
}

/**
 * SQLite has one writer at a time (the site begins every write transaction IMMEDIATE), so a check
 * made by a trigger inside the write cannot race. Bookings that hold time never overlap, so in
 * start order their ends are in order too: the one that starts last before the new one ends is the
 * only one that can overlap it, and the index finds it in one step.
 */
async function excludeOverlapsOnSqlite(db: Kysely<unknown>) {
  for (const event of ["INSERT", "UPDATE"]) {
    await sql`CREATE TRIGGER ${sql.id(`bookings_no_overlap_${event.toLowerCase()}`)}
      BEFORE ${sql.raw(event)} ON bookings
      WHEN NEW.status <> 'cancelled' AND EXISTS (
        SELECT 1 FROM (
          SELECT blocked_until FROM bookings
          WHERE status <> 'cancelled' AND blocked_from < NEW.blocked_until AND id <> NEW.id
          ORDER BY blocked_from DESC LIMIT 1
        ) WHERE blocked_until > NEW.blocked_from
      )
      BEGIN SELECT RAISE(ABORT, 'bookings_no_overlap'); END`.execute(db);
  }
}
