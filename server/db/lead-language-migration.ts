import type { Kysely, Migration } from "kysely";

/**
 * The language of the page a lead came from (decision 027): what the visitor is sent is written
 * in it, and the team's inbox and e-mail name it. Leads stored before it were all English.
 */
export const leadLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("inquiries")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  },
};
