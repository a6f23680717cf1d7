import type { Kysely, Migration } from "kysely";

/**
 * Voice leads (docs/decisions/008-voice-leads.md): where an inquiry came from, what the voice
 * assistant learnt about the call, and the receipts that make the provider's retries harmless.
 * SQLite adds one column per statement, so each column is its own ALTER TABLE.
 */
export const voiceLeadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const inquiries = () => db.schema.alterTable("inquiries");
    await inquiries()
      .addColumn("source", "text", (c) => c.notNull().defaultTo("form"))
      .execute();
    await inquiries().addColumn("call_id", "text").execute();
    await inquiries().addColumn("preferred_time", "text").execute();
    await inquiries().addColumn("summary", "text").execute();
    await inquiries().addColumn("ended_reason", "text").execute();
    await inquiries().addColumn("transcript", "text").execute();
    await inquiries()
      .addColumn("incomplete", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("inquiries_call_id").on("inquiries").column("call_id").execute();

    // One row per provider event already handled (a tool call, a call's end-of-call report): the
    // primary key is what turns a retried or concurrent duplicate into a no-op.
    await db.schema
      .createTable("voice_receipts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("call_id", "text")
      .addColumn("inquiry_id", "text")
      .addColumn("result", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .execute();
  },
};
