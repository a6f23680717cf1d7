import { sql, type Kysely, type Migration } from "kysely";

/** The sign-in throttle's window when this migration was written: the failures it carries over. */
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Limits every instance counts alike (docs/decisions/015-limits-shared-by-instances.md):
 * `limit_hits` holds each hit of a sliding-window limit until it leaves the window (sign-in
 * attempts, passkey sign-in options and, on PostgreSQL, contact posts), `form_token_uses` how often
 * each contact form token was sent. The sign-in failures move into `limit_hits`. Pending WebAuthn
 * challenges get the indexes their look-up and their expiry need.
 */
export const sharedLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_hits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("limit_hits_by_key")
      .on("limit_hits")
      .columns(["key", "expires_at"])
      .execute();
    await db.schema
      .createIndex("limit_hits_by_expiry")
      .on("limit_hits")
      .column("expires_at")
      .execute();

    const { rows: failures } = await sql<{ id: string; key: string; failed_at: string }>`
      SELECT id, key, failed_at FROM sign_in_failures
    `.execute(db);
    for (const failure of failures) {
      const expiresAt = new Date(Date.parse(failure.failed_at) + FAILURE_WINDOW_MS).toISOString();
      await sql`INSERT INTO limit_hits (id, key, expires_at)
        VALUES (${failure.id}, ${`sign-in:${failure.key}`}, ${expiresAt})`.execute(db);
    }
    await db.schema.dropTable("sign_in_failures").execute();

    await db.schema
      .createTable("form_token_uses")
      .addColumn("token", "text", (c) => c.primaryKey())
      .addColumn("uses", "integer", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("form_token_uses_by_expiry")
      .on("form_token_uses")
      .column("expires_at")
      .execute();

    await db.schema
      .createIndex("auth_challenges_by_challenge")
      .on("auth_challenges")
      .column("challenge")
      .execute();
    await db.schema
      .createIndex("auth_challenges_by_expiry")
      .on("auth_challenges")
      .column("expires_at")
      .execute();
  },
};
