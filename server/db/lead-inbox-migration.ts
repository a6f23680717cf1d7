import type { Kysely, Migration } from "kysely";

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

    // TODO(lead store): deliveries.reply_id and the partial unique index (rebuild on SQLite).
  },
};
