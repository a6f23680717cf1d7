import { sql, type Kysely, type Migration } from "kysely";

/**
 * A delivery tells of its lead, or of a subject a wing queued it about (issue 47): the column
 * 013-booking-deliveries added for a booking's events becomes the outbox's opaque `subject_id`,
 * which the outbox passes to the wing's loader and never reads itself. Both databases rename a
 * column in place, with its reference, its indexes and their conditions.
 */
export const deliverySubjectMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE deliveries RENAME COLUMN booking_event_id TO subject_id`.execute(db);
  },
};
