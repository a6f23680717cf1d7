import type { Kysely } from "kysely";
import type { AttemptOutcome, Database } from "../../db/schema";
import { removalsState } from "../store/calendar-removals";

/** How the writes to the team's calendar stand, for the inbox's Calendar section. */
export interface CalendarWriteState {
  /** CALDAV_URL is set: bookings are written to the calendar. */
  on: boolean;
  /** The newest attempt, whatever its outcome; its detail names what went wrong. */
  lastAttempt: { at: string; outcome: AttemptOutcome; detail: string } | null;
  /** When a write last landed. */
  lastWritten: string | null;
  /** Writes waiting for their next try (or for CALDAV_URL, while it is unset). */
  pending: number;
  /** Writes that ran out of tries: `npm run inquiries -- retry ID` queues them again. */
  failed: number;
  /** Erased bookings' events still to remove (store/calendar-removals.ts), the newest failure. */
  removals: { waiting: number; failing: number; lastError: string | null };
}

/** Reads the state of the `calendar` channel from the outbox (its deliveries and their attempts). */
export async function calendarWriteState(
  db: Kysely<Database>,
  on: boolean,
): Promise<CalendarWriteState> {
  const [lastAttempt, lastWritten, counts, removals] = await Promise.all([
    db
      .selectFrom("delivery_attempts")
      .innerJoin("deliveries", "deliveries.id", "delivery_attempts.delivery_id")
      .select([
        "delivery_attempts.finished_at as at",
        "delivery_attempts.outcome",
        "delivery_attempts.detail",
      ])
      .where("deliveries.channel", "=", "calendar")
      .orderBy("delivery_attempts.finished_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("deliveries")
      .select((eb) => eb.fn.max("delivered_at").as("at"))
      .where("channel", "=", "calendar")
      .executeTakeFirst(),
    db
      .selectFrom("deliveries")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
      .where("channel", "=", "calendar")
      .where("status", "in", ["pending", "failed"])
      .groupBy("status")
      .execute(),
    removalsState(db),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    on,
    lastAttempt: lastAttempt ?? null,
    lastWritten: lastWritten?.at ?? null,
    pending: count("pending"),
    failed: count("failed"),
    removals,
  };
}
