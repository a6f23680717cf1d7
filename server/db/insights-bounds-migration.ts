import { sql, type Kysely, type Migration } from "kysely";

/**
 * Counting with bounds (issue 39): `insights_landings`, each visitor's first counted page of the
 * day, kept for today and yesterday only, by which a stored lead finds the visit that brought it
 * through its key; and an index of the few events that say where a visitor started a chat.
 */
export const insightsBoundsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("insights_landings")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addPrimaryKeyConstraint("insights_landings_key", ["day", "visitor"])
      .execute();
    await db.schema
      .createIndex("insights_events_chats")
      .on("insights_events")
      .columns(["visitor", "day", "at"])
      .where(sql.ref("name"), "=", "chat_started")
      .execute();
  },
};
