import type { Kysely, Migration } from "kysely";

/**
 * Insights without cookies (docs/decisions/019-counting-visits-without-cookies.md):
 * `insights_salts`, the random salt of today and yesterday that visitor hashes are made with;
 * `insights_events`, each page view and each step towards a lead, kept INSIGHTS_RETENTION_DAYS;
 * `insights_daily`, every finished day folded into totals that are kept; and, on each inquiry,
 * the landing page and source of the visit that brought it.
 */
export const insightsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("insights_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("insights_events")
      // Unique, but not a key: nothing looks an event up by it, and each key is one more index to
      // write for every page view.
      .addColumn("id", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(200))
      .addColumn("placement", "text")
      .addColumn("channel", "text")
      .addColumn("referrer_host", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("call_id", "text")
      .execute();
    await db.schema
      .createIndex("insights_events_by_day")
      .on("insights_events")
      .columns(["day", "at"])
      .execute();
    await db.schema
      .createIndex("insights_events_by_visitor")
      .on("insights_events")
      .columns(["visitor", "day", "at"])
      .execute();
    await db.schema
      .createIndex("insights_events_by_call")
      .on("insights_events")
      .column("call_id")
      .where("call_id", "is not", null)
      .execute();

    await db.schema
      .createTable("insights_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("insights_daily_key", ["day", "name", "dimension", "key"])
      .execute();
    await db.schema
      .createTable("insights_days_folded")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("folded_at", "text", (c) => c.notNull())
      .execute();

    const inquiries = () => db.schema.alterTable("inquiries");
    await inquiries().addColumn("landing_page", "text").execute();
    await inquiries().addColumn("landing_source", "text").execute();
  },
};
