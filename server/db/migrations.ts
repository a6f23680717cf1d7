import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { leadInboxMigration } from "./lead-inbox-migration";
import { leadLanguageMigration } from "./lead-language-migration";
import { bookingLanguageMigration } from "./booking-language-migration";
import { availabilitySettingsMigration } from "./availability-settings-migration";
import { bookingsMigration } from "./bookings-migration";
import { bookingDeliveriesMigration } from "./booking-deliveries-migration";
import { bookingTrustMigration } from "./booking-trust-migration";
import { calendarFeedsMigration } from "./calendar-feeds-migration";
import { deliverySubjectMigration } from "./delivery-subject-migration";
import { callContextMigration } from "./call-context-migration";
import { eventWritesMigration } from "./event-writes-migration";
import { insightsMigration } from "./insights-migration";
import { insightsBoundsMigration } from "./insights-bounds-migration";
import { sessionProofMigration } from "./session-proof-migration";
import { sharedLimitsMigration } from "./shared-limits-migration";
import { staffAccountsMigration } from "./staff-accounts-migration";
import { voiceLeadsMigration } from "./voice-leads-migration";

/**
 * One set of migrations for SQLite and PostgreSQL: only types both understand (text, integer) and
 * ISO 8601 text for times, which sorts and compares the same way on both
 * (docs/decisions/004-inquiries-on-sqlite-or-postgresql.md).
 */
const migrations: Record<string, Migration> = {
  "001-inquiries-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("inquiries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("interest", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("spam_reason", "text")
        .execute();
      await db.schema
        .createIndex("inquiries_received_at")
        .on("inquiries")
        .column("received_at")
        .execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("inquiry_id", "text", (c) =>
          c.notNull().references("inquiries.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("claim_token", "text")
        .addColumn("last_error", "text")
        .addColumn("delivered_at", "text")
        .addUniqueConstraint("deliveries_one_per_channel", ["inquiry_id", "channel"])
        .execute();
      await db.schema
        .createIndex("deliveries_due")
        .on("deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("delivery_attempts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("delivery_id", "text", (c) =>
          c.notNull().references("deliveries.id").onDelete("cascade"),
        )
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("delivery_attempts_by_delivery")
        .on("delivery_attempts")
        .column("delivery_id")
        .execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  "002-voice-leads": voiceLeadsMigration,
  "003-lead-inbox": leadInboxMigration,
  "004-staff-accounts": staffAccountsMigration,
  "005-call-context": callContextMigration,
  "006-shared-limits": sharedLimitsMigration,
  "007-session-proof": sessionProofMigration,
  "008-insights": insightsMigration,
  "009-event-writes": eventWritesMigration,
  "010-insights-bounds": insightsBoundsMigration,
  "011-bookings": bookingsMigration,
  "012-availability-settings": availabilitySettingsMigration,
  "013-booking-deliveries": bookingDeliveriesMigration,
  "014-calendar-feeds": calendarFeedsMigration,
  "015-delivery-subject": deliverySubjectMigration,
  "016-booking-trust": bookingTrustMigration,
  "017-lead-language": leadLanguageMigration,
  "018-booking-language": bookingLanguageMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The site's migrator; on PostgreSQL its bookkeeping tables live in `schema`. */
const siteMigrator = (db: Kysely<unknown>, schema?: string) =>
  new Migrator({ db, provider, migrationTableSchema: schema });

/**
 * Brings the database to the latest schema (or, for a migration's own test, up to `target`); safe
 * to run on every start, by several instances. On PostgreSQL `schema` is the one the site works
 * in: without it Kysely takes migration tables found in any other schema of the database for its
 * own, and migrates nothing.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  { target, schema }: { target?: string; schema?: string } = {},
) {
  const migrator = siteMigrator(db, schema);
  const { error, results } = await (target
    ? migrator.migrateTo(target)
    : migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`database migration ${failed ?? "(before any ran)"} failed`, { cause: error });
  }
  return results?.filter((result) => result.status === "Success").map((r) => r.migrationName);
}

/** Thrown where the database is not at the schema this code needs, and the caller may not migrate. */
export class NotMigratedError extends Error {}

/**
 * For the owner's CLI, which never changes the schema: checks that the server has brought this
 * database to the latest schema, and otherwise says what to do.
 */
export async function assertMigrated(db: Kysely<unknown>, location: string, schema?: string) {
  const pending = (await siteMigrator(db, schema).getMigrations()).filter(
    (migration) => !migration.executedAt,
  );
  if (pending.length === 0) return;
  throw new NotMigratedError(
    `The database at ${location} is not ready for this version of the site ` +
      `(${pending.length} schema change(s) not applied: ${pending.map((m) => m.name).join(", ")}). ` +
      "Start the server once (npm start): it applies them. The CLI never changes the schema.",
  );
}
