import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely";

/**
 * Staff accounts for the lead inbox (docs/decisions/012-staff-sign-in.md): people, their
 * server-side sessions, one-time links, passkeys, pending WebAuthn challenges and failed
 * sign-ins. A removed person takes their sessions, links and passkeys along (cascade).
 */
export const staffAccountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("password_changed_at", "text")
      .execute();

    const byStaff = (c: ColumnDefinitionBuilder) =>
      c.notNull().references("staff.id").onDelete("cascade");

    await db.schema
      .createTable("staff_sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", byStaff)
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("staff_sessions_by_staff")
      .on("staff_sessions")
      .column("staff_id")
      .execute();

    await db.schema
      .createTable("staff_tokens")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", byStaff)
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();

    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", byStaff)
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", "integer", (c) => c.notNull())
      .addColumn("transports", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("passkeys_by_staff").on("passkeys").column("staff_id").execute();

    await db.schema
      .createTable("auth_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("challenge", "text", (c) => c.notNull())
      .addColumn("staff_id", "text", (c) => c.references("staff.id").onDelete("cascade"))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("sign_in_failures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("failed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("sign_in_failures_by_key")
      .on("sign_in_failures")
      .columns(["key", "failed_at"])
      .execute();
  },
};
