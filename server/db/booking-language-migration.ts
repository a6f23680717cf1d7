import type { Kysely, Migration } from "kysely";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";

/**
 * The language of the page (or call, or chat) a booking was made in (issue 49, decision 028):
 * everything the visitor is sent about it is written in it, whoever sends it (the visitor, staff
 * from the inbox, the reminder schedule). Bookings made before it were all in the source language.
 */
export const bookingLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("bookings")
      .addColumn("language", "text", (c) => c.notNull().defaultTo(SOURCE_LANGUAGE))
      .execute();
  },
};
