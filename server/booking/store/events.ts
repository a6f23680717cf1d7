import type { Kysely } from "kysely";
import { newId } from "../../db/ids";
import type { BookingEventTable, Database } from "../../db/schema";

/** `held`: made by an unproven contact; `booked` once proven (or at once when it was). */
export type BookingAction = "held" | "booked" | "rescheduled" | "cancelled" | "no-show";

export interface BookingEvent {
  bookingId: string;
  at: Date;
  actor: string;
  action: BookingAction;
  /** Times only: the log outlives nothing of the visitor's that an erasure would leave behind. */
  detail: string;
}

/** Logs the event; returns its id, which the messages about it carry. */
export async function logBookingEvent(db: Kysely<Database>, event: BookingEvent) {
  const id = newId("bke", event.at.getTime());
  await db
    .insertInto("booking_events")
    .values({
      id,
      booking_id: event.bookingId,
      at: event.at.toISOString(),
      actor: event.actor,
      action: event.action,
      detail: event.detail,
    })
    .execute();
  return id;
}

/** A booking's log, oldest first. */
export function bookingEvents(
  db: Kysely<Database>,
  bookingId: string,
): Promise<BookingEventTable[]> {
  return eventsOfBookings(db, [bookingId]);
}

/** The logs of several bookings in one query, oldest first. */
export async function eventsOfBookings(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<BookingEventTable[]> {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom("booking_events")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .orderBy("at")
    .orderBy("id")
    .execute();
}
