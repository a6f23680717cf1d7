import type { Transaction } from "kysely";
import type { BookingStatus, Database } from "../../db/schema";
import { BOOKING_COLUMNS, toBooking, type Booking } from "./booking";
import { logBookingEvent, type BookingAction } from "./events";
import { BOOKING_LIMITS, heldTime, newTimeSchema, problemsOf, type NewTime } from "./request";
import {
  dayIsFull,
  type BookingSite,
  type DayFull,
  type InvalidBooking,
  type PastTime,
  type SlotTaken,
} from "./bookings";
import { isPersonSlotKey, personSlotKey } from "./references";
import { attempt, inBookingTransaction, lockedBooking } from "./writes";
import { releaseLapsedHolds } from "./holds";

export type ChangeOutcome =
  | { outcome: "changed"; booking: Booking }
  | { outcome: "not-found" }
  /** Cancelled before: the links say so, and nothing changes. */
  | { outcome: "cancelled"; booking: Booking }
  /** A no-show may be marked only once the meeting has begun. */
  | { outcome: "not-begun"; booking: Booking }
  /** A hold changes only by its proof (proofs.ts), or lapses. */
  | { outcome: "held"; booking: Booking }
  | SlotTaken
  | DayFull
  | InvalidBooking
  | PastTime;

/**
 * Moves a booking to a new time: the same row, reference and manage token (old links lead to the
 * new time), its invitation's SEQUENCE raised. The new time must be free of every other booking,
 * as the database checks; a booking that has begun, or a time that has, cannot be chosen.
 */
export async function rescheduleBooking(
  site: BookingSite,
  bookingId: string,
  time: NewTime,
  now: Date,
): Promise<ChangeOutcome> {
  const parsed = newTimeSchema.safeParse(time);
  if (!parsed.success) return { outcome: "invalid", problems: problemsOf(parsed.error) };
  const valid = parsed.data;
  if (valid.startsAt <= now) return { outcome: "past" };
  const held = heldTime(valid);
  return changeBooking(site, bookingId, now, async (trx, booking) => {
    if (hasBegun(booking, now)) return { outcome: "past" };
    if (await dayIsFull(trx, booking.meetingTypeId, valid.dailyCap, booking.id)) {
      return { outcome: "day-full" };
    }
    return update(
      site,
      trx,
      booking,
      { ...held, status: "confirmed", ...(await movedKey(trx, booking, valid.startsAt)) },
      {
        actor: valid.actor,
        action: "rescheduled",
        detail: `${booking.startsAt}/${booking.endsAt} -> ${held.starts_at}/${held.ends_at}`,
        at: now,
      },
    );
  });
}

/**
 * A booking keyed by its person and slot takes its new slot's key when it moves: the old one
 * would answer the person's next booking of the old time as this booking. A tool call's key stays.
 */
async function movedKey(trx: Transaction<Database>, booking: Booking, startsAt: Date) {
  const { idempotency_key } = await trx
    .selectFrom("bookings")
    .select("idempotency_key")
    .where("id", "=", booking.id)
    .executeTakeFirstOrThrow();
  if (!isPersonSlotKey(idempotency_key)) return {};
  const slot = { meetingTypeId: booking.meetingTypeId, startsAt };
  return { idempotency_key: personSlotKey(booking.visitor, slot) };
}

/** Cancels a booking that has not begun; its time is free at once for anyone. */
export const cancelBooking = statusChange({
  status: "cancelled",
  action: "cancelled",
  detail: (booking) => `${booking.startsAt}/${booking.endsAt}`,
  instead: (booking, now) => (hasBegun(booking, now) ? { outcome: "past" } : null),
  raiseSequence: true,
});

/** Marks that the visitor did not come. The invitation is unchanged: its SEQUENCE stays. */
export const markNoShow = statusChange({
  status: "no_show",
  action: "no-show",
  detail: (booking) => booking.startsAt,
  instead: (booking, now) =>
    !hasBegun(booking, now)
      ? { outcome: "not-begun", booking }
      : booking.status === "no_show"
        ? { outcome: "changed", booking }
        : null,
  raiseSequence: false,
});

/**
 * A change of a booking's status alone, by `actor`, logged with `action` and `detail`, unless
 * `instead` answers for it (a refusal, or the booking as it already is).
 */
function statusChange(change: {
  status: Extract<BookingStatus, "cancelled" | "no_show">;
  action: BookingAction;
  detail: (booking: Booking) => string;
  instead: (booking: Booking, now: Date) => ChangeOutcome | null;
  raiseSequence: boolean;
}) {
  return (site: BookingSite, bookingId: string, actor: string, now: Date): Promise<ChangeOutcome> =>
    changeBooking(site, bookingId, now, async (trx, booking) => {
      const answer = change.instead(booking, now);
      if (answer) return answer;
      const event = { action: change.action, detail: change.detail(booking), at: now };
      return update(
        site,
        trx,
        booking,
        { status: change.status },
        { ...event, actor: boundedActor(actor) },
        { raiseSequence: change.raiseSequence },
      );
    });
}

const boundedActor = (actor: string) => actor.slice(0, BOOKING_LIMITS.actor);
const hasBegun = (booking: Booking, now: Date) => Date.parse(booking.startsAt) <= now.getTime();

/**
 * Reads the booking for the change and keeps it (`lockedBooking`): two changes at once (a
 * visitor's cancel and a colleague's reschedule) thus happen one after the other. A
 * cancelled booking stays as it is, and a hold is no booking to change yet. Lapsed holds go first,
 * so a move may take the time one of them held.
 */
async function changeBooking(
  site: BookingSite,
  bookingId: string,
  now: Date,
  change: (trx: Transaction<Database>, booking: Booking) => Promise<ChangeOutcome>,
): Promise<ChangeOutcome> {
  return inBookingTransaction(site, async (trx) => {
    await releaseLapsedHolds(trx, now);
    const booking = await lockedBooking(site, trx, bookingId);
    if (!booking) return { outcome: "not-found" };
    if (booking.status === "cancelled") return { outcome: "cancelled", booking };
    if (booking.heldUntil) return { outcome: "held", booking };
    return change(trx, booking);
  });
}

async function update(
  site: BookingSite,
  trx: Transaction<Database>,
  booking: Booking,
  changes: Partial<
    Pick<Database["bookings"], "status" | "idempotency_key" | keyof ReturnType<typeof heldTime>>
  >,
  event: { actor: string; action: BookingAction; detail: string; at: Date },
  { raiseSequence = true } = {},
): Promise<ChangeOutcome> {
  const set = {
    ...changes,
    sequence: booking.sequence + (raiseSequence ? 1 : 0),
    updated_at: event.at.toISOString(),
  };
  let eventId = "";
  const conflict = await attempt(trx, async () => {
    await trx.updateTable("bookings").set(set).where("id", "=", booking.id).execute();
    eventId = await logBookingEvent(trx, { bookingId: booking.id, ...event });
  });
  if (conflict === "slot-taken") return { outcome: "slot-taken" };
  if (conflict) throw new Error(`booking ${booking.id} could not change: ${conflict}`);
  const changed = await trx
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("id", "=", booking.id)
    .executeTakeFirstOrThrow();
  const after = toBooking(changed);
  return {
    outcome: "changed",
    booking: site.followUp
      ? await site.followUp(trx, { eventId, action: event.action, booking: after, at: event.at })
      : after,
  };
}
