import { PostgresAdapter, sql, type Kysely, type Migration } from "kysely";
import { searchedText } from "./lead-search";

/**
 * The lead inbox: each inquiry's status, the staff's notes and replies, and the activity log.
 * A reply is sent by a `reply` delivery, so deliveries gain `reply_id`, and the one-delivery-per-
 * channel rule holds for the notification channels only.
 */
export const leadInboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("inquiries")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .execute();

    await db.schema
      .createTable("replies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("inquiry_id", "text", (c) =>
        c.notNull().references("inquiries.id").onDelete("cascade"),
      )
      .addColumn("author_email", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("replies_by_inquiry").on("replies").column("inquiry_id").execute();

    await db.schema
      .createTable("notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("inquiry_id", "text", (c) =>
        c.notNull().references("inquiries.id").onDelete("cascade"),
      )
      .addColumn("author_email", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("notes_by_inquiry").on("notes").column("inquiry_id").execute();

    await db.schema
      .createTable("lead_activity")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("inquiry_id", "text")
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("subject_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_activity_by_inquiry")
      .on("lead_activity")
      .column("inquiry_id")
      .execute();

    await allowManyReplies(db);
    // The inbox lists newest first with ids breaking ties: these give that order from an index,
    // so a page (or a search with many matches) stops after its 51 rows.
    await db.schema
      .createIndex("inquiries_newest")
      .on("inquiries")
      .columns(["received_at", "id"])
      .execute();
    await db.schema
      .createIndex("inquiries_by_status")
      .on("inquiries")
      .columns(["status", "received_at", "id"])
      .execute();
    await db.schema
      .createIndex("inquiries_held")
      .on("inquiries")
      .columns(["received_at", "id"])
      .where(sql.ref("spam_reason"), "is not", null)
      .execute();
    await db.schema
      .createIndex("deliveries_by_inquiry")
      .on("deliveries")
      .columns(["inquiry_id", "status"])
      .execute();
    await indexSearchedText(db);
  },
};

/**
 * PostgreSQL: a trigram index on the searched text, so a search that matches a few leads finds
 * them without reading every row, and the planner knows how common a word is. It needs the
 * pg_trgm extension (shipped with PostgreSQL, and trusted: a database owner may add it); where it
 * cannot be added, search still works by reading the table, and the log says why.
 */
async function indexSearchedText(db: Kysely<unknown>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`SAVEPOINT add_pg_trgm`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`RELEASE SAVEPOINT add_pg_trgm`.execute(db);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT add_pg_trgm`.execute(db);
    console.warn(`search index skipped: pg_trgm could not be added (${String(error)})`);
  }
  const { rows } = await sql<{ schema: string }>`
    SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'
  `.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  await sql`CREATE INDEX inquiries_search ON inquiries USING gin ((${searchedText}) ${sql.id(
    schema,
    "gin_trgm_ops",
  )})`.execute(db);
}

/**
 * Deliveries gain `reply_id`, and "one delivery per inquiry and channel" becomes a unique index
 * over the notification deliveries only (`reply_id IS NULL`), since a lead may get many replies.
 * PostgreSQL drops the old constraint; SQLite cannot, so it rebuilds the table. The rebuild never
 * drops a table that something still references: with foreign keys on, dropping `deliveries`
 * would delete every attempt by cascade, inside a transaction or not.
 */
async function allowManyReplies(db: Kysely<unknown>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE deliveries ADD COLUMN reply_id text REFERENCES replies(id) ON DELETE CASCADE`.execute(
      db,
    );
    await sql`ALTER TABLE deliveries DROP CONSTRAINT deliveries_one_per_channel`.execute(db);
  } else {
    // Renaming the table rewrites delivery_attempts' reference to follow it.
    await sql`ALTER TABLE deliveries RENAME TO deliveries_before_003`.execute(db);
    await sql`DROP INDEX deliveries_due`.execute(db);
    await sql`CREATE TABLE deliveries (
      id text PRIMARY KEY,
      inquiry_id text NOT NULL REFERENCES inquiries(id) ON DELETE CASCADE,
      channel text NOT NULL,
      status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at text NOT NULL,
      claimed_until text,
      claim_token text,
      last_error text,
      delivered_at text,
      reply_id text REFERENCES replies(id) ON DELETE CASCADE
    )`.execute(db);
    await sql`INSERT INTO deliveries (id, inquiry_id, channel, status, attempts, next_attempt_at,
      claimed_until, claim_token, last_error, delivered_at)
      SELECT id, inquiry_id, channel, status, attempts, next_attempt_at, claimed_until,
      claim_token, last_error, delivered_at FROM deliveries_before_003`.execute(db);
    await sql`CREATE TABLE delivery_attempts_003 (
      id text PRIMARY KEY,
      delivery_id text NOT NULL REFERENCES deliveries(id) ON DELETE CASCADE,
      started_at text NOT NULL,
      finished_at text NOT NULL,
      outcome text NOT NULL,
      detail text NOT NULL
    )`.execute(db);
    await sql`INSERT INTO delivery_attempts_003 SELECT id, delivery_id, started_at, finished_at,
      outcome, detail FROM delivery_attempts`.execute(db);
    // Child first: once the old attempts are gone, nothing references the old deliveries.
    await sql`DROP TABLE delivery_attempts`.execute(db);
    await sql`DROP TABLE deliveries_before_003`.execute(db);
    await sql`ALTER TABLE delivery_attempts_003 RENAME TO delivery_attempts`.execute(db);
    await db.schema
      .createIndex("delivery_attempts_by_delivery")
      .on("delivery_attempts")
      .column("delivery_id")
      .execute();
    await db.schema
      .createIndex("deliveries_due")
      .on("deliveries")
      .columns(["status", "next_attempt_at"])
      .execute();
  }
  await db.schema
    .createIndex("deliveries_one_per_channel")
    .on("deliveries")
    .columns(["inquiry_id", "channel"])
    .unique()
    .where(sql.ref("reply_id"), "is", null)
    .execute();
  // Partial: on every row, the planner took it for `reply_id IS NULL` and read all deliveries.
  await db.schema
    .createIndex("deliveries_by_reply")
    .on("deliveries")
    .column("reply_id")
    .where(sql.ref("reply_id"), "is not", null)
    .execute();
}
