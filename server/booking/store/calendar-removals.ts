import type { Kysely } from "kysely";
import { newId } from "../../db/ids";
import type { Database } from "../../db/schema";

/** Statements name at most this many ids, well inside both databases' parameter limits. */
const CHUNK = 500;

/**
 * Before bookings are deleted (an erasure, their retention): the event each one had in the team's
 * calendar, to remove there. The deliveries that would have removed it go with the booking by
 * cascade; a removal names only the event's UID, so it outlives them. A booking whose changes
 * never had a calendar delivery was never written there, and needs none.
 */
export async function queueCalendarRemovals(
  trx: Kysely<Database>,
  bookingIds: readonly string[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (let from = 0; from < bookingIds.length; from += CHUNK) {
    const written = await trx
      .selectFrom("bookings")
      .select("bookings.invitation_uid as uid")
      .where("bookings.id", "in", bookingIds.slice(from, from + CHUNK))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("booking_events")
            .innerJoin("deliveries", "deliveries.subject_id", "booking_events.id")
            .select("deliveries.id")
            .whereRef("booking_events.booking_id", "=", "bookings.id")
            .where("deliveries.channel", "=", "calendar"),
        ),
      )
      .execute();
    if (written.length === 0) continue;
    const at = now.toISOString();
    await trx
      .insertInto("calendar_removals")
      .values(
        written.map(({ uid }) => ({
          id: newId("crm", now.getTime()),
          uid,
          queued_at: at,
          next_attempt_at: at,
        })),
      )
      .onConflict((conflict) => conflict.column("uid").doNothing())
      .execute();
    queued += written.length;
  }
  return queued;
}

export interface CalendarRemoval {
  id: string;
  uid: string;
  attempts: number;
  reportedAt: string | null;
}

/**
 * Takes one due removal for this worker until `claimUntil`, or null when none is due. The claim
 * is a conditional update, so two instances never try the same removal at once.
 */
export async function claimDueRemoval(
  db: Kysely<Database>,
  now: Date,
  claimUntil: Date,
): Promise<CalendarRemoval | null> {
  const at = now.toISOString();
  for (let tries = 0; tries < 3; tries++) {
    const due = await db
      .selectFrom("calendar_removals")
      .select(["id", "uid", "attempts", "reported_at"])
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(1)
      .executeTakeFirst();
    if (!due) return null;
    const claimed = await db
      .updateTable("calendar_removals")
      .set({ claimed_until: claimUntil.toISOString() })
      .where("id", "=", due.id)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      return {
        id: due.id,
        uid: due.uid,
        attempts: Number(due.attempts),
        reportedAt: due.reported_at,
      };
    }
  }
  return null;
}

/** The event is gone from the calendar: nothing of it is left to keep. */
export async function removalDone(db: Kysely<Database>, id: string) {
  await db.deleteFrom("calendar_removals").where("id", "=", id).execute();
}

/** A failed try, in words, and when to try again; `reported`: staff were told just now. */
export async function removalFailed(
  db: Kysely<Database>,
  id: string,
  failure: { attempts: number; error: string; nextAt: Date; reportedAt?: Date },
) {
  await db
    .updateTable("calendar_removals")
    .set({
      attempts: failure.attempts,
      last_error: failure.error,
      next_attempt_at: failure.nextAt.toISOString(),
      claimed_until: null,
      ...(failure.reportedAt ? { reported_at: failure.reportedAt.toISOString() } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** The removals still to do, and the newest failure among them, for the Calendar section. */
export async function removalsState(db: Kysely<Database>) {
  const [counts, newest] = await Promise.all([
    db
      .selectFrom("calendar_removals")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("waiting"),
        eb.fn.count<string | number>("reported_at").as("reported"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("calendar_removals")
      .select(["last_error", "queued_at"])
      .where("last_error", "is not", null)
      .orderBy("queued_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    waiting: Number(counts.waiting),
    failing: Number(counts.reported),
    lastError: newest?.last_error ?? null,
  };
}
