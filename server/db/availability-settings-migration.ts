import type { Kysely, Migration } from "kysely";

/**
 * The agency's booking settings as staff set them in the inbox: one row of meeting types and one
 * of hours (weekly hours, zone, date overrides), each a JSON document the slot engine's schema
 * checks on the way in and out; and the log of who changed what. No row yet means the defaults.
 */
export const availabilitySettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("booking_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("booking_settings_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("change", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("booking_settings_log_by_time")
      .on("booking_settings_log")
      .columns(["at", "id"])
      .execute();
  },
};
