import type { Kysely, Migration } from "kysely";

/**
 * What a voice call's start request told the provider, stored on the leads it creates: the
 * version of the disclosure the caller agreed to and when (both null when no consent was asked),
 * the call button (placement) and the page it was on.
 */
export const callContextMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const inquiries = () => db.schema.alterTable("inquiries");
    await inquiries().addColumn("consent_version", "integer").execute();
    await inquiries().addColumn("consented_at", "text").execute();
    await inquiries().addColumn("call_placement", "text").execute();
    await inquiries().addColumn("call_page", "text").execute();
  },
};
