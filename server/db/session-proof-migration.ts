import type { Kysely, Migration } from "kysely";

/**
 * What a staff session has proved (docs/decisions/012-staff-sign-in.md): `verified_at`, when its
 * browser last gave the password or a passkey (adding a passkey needs that to be recent), and
 * `passkey_id`, the passkey it signed in with, so that removing the passkey ends the session
 * (cascade). Sessions from before have neither: they must confirm before adding a passkey.
 */
export const sessionProofMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sessions = () => db.schema.alterTable("staff_sessions");
    await sessions().addColumn("verified_at", "text").execute();
    await sessions()
      .addColumn("passkey_id", "text", (c) => c.references("passkeys.id").onDelete("cascade"))
      .execute();
    await db.schema
      .createIndex("staff_sessions_by_passkey")
      .on("staff_sessions")
      .column("passkey_id")
      .execute();
  },
};
