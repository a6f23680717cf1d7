import { sql, type Kysely, type Migration } from "kysely";

/**
 * The secret addresses of the team's calendar feed (/calendar/<token>.ics), one per staff member
 * at a time: only the token's SHA-256 is kept, and a revoked feed stays as the record of who made
 * and who ended it. Removing the staff member removes their feeds.
 */
export const calendarFeedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("calendar_feeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addColumn("revoked_by", "text")
      .execute();
    await db.schema
      .createIndex("calendar_feeds_one_live_per_staff")
      .on("calendar_feeds")
      .column("staff_id")
      .unique()
      .where(sql.ref("revoked_at"), "is", null)
      .execute();
  },
};
