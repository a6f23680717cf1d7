import { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import { describeStart, presentSlots } from "../../../core/booking/slot-presentation";
import { bookingAnswers as say } from "../../../core/content/booking-assistant";
import { slotRefusals } from "../../../core/content/booking";
import type { Booking } from "../store/booking";
import type { Contact, NotChanged, StartNotBookable } from "./tool-service";
import type { DaysAsked } from "./arguments";

/**
 * The tools' answers as the provider wants them: one line of text per call. Slots are named in
 * the caller's zone, each in words and with the exact start to book it with.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function freeTimes(slots: readonly Slot[], timeZone: string): string {
  const offered = presentSlots(slots, timeZone).map((slot) => say.slot(slot.words, slot.start));
  return say.freeTimes(timeZone, offered);
}

/** Nothing free in the days asked for: say so, then offer what comes next, if anything does. */
export function noneInDays(
  days: Extract<DaysAsked, { kind: "days" }>,
  next: readonly Slot[],
  timeZone: string,
): string {
  const when = days.first.equals(days.last)
    ? say.onDay(dayInWords(days.first))
    : say.between(dayInWords(days.first), dayInWords(days.last));
  const then = next.length ? `${say.nextInstead} ${freeTimes(next, timeZone)}` : say.noneAtAll;
  return `${say.noneThen(when)} ${then}`;
}

export function notBookable(
  outcome: StartNotBookable,
  timeZone: string,
  refused: (words: string) => string,
): string {
  const why = outcome.outcome === "slot-taken" ? slotRefusals.taken : outcome.message;
  const then = outcome.next.length
    ? `${say.nextInstead} ${freeTimes(outcome.next, timeZone)}`
    : say.noAlternatives;
  return `${refused(why)} ${then}`;
}

/** The booking was not changed: not found (by reference and contact together), cancelled, begun. */
export function notChanged(outcome: NotChanged): string {
  switch (outcome.outcome) {
    case "not-found":
      return say.notFound;
    case "already-cancelled":
      return say.alreadyCancelled(outcome.booking.reference);
    case "begun":
      return say.begun;
  }
}

export function booked(booking: Booking, timeZone: string): string {
  return say.booked(
    booking.reference,
    startInWords(booking, timeZone),
    contactInWords(booking.visitor),
  );
}

/** A hold: the code went to the caller's e-mail, to read back within the hold's minutes. */
export function held(booking: Booking, timeZone: string, now: Temporal.Instant): string {
  const left = Date.parse(booking.heldUntil ?? booking.createdAt) - now.epochMilliseconds;
  return say.held(
    booking.reference,
    startInWords(booking, timeZone),
    booking.visitor.email ?? "",
    Math.max(1, Math.round(left / 60_000)),
  );
}

export function startInWords(booking: Booking, timeZone: string): string {
  return describeStart(instantOf(booking.startsAt), timeZone);
}

function contactInWords({ email }: Contact): string {
  return email ? say.contactEmail(email) : say.contactPhone;
}

function dayInWords(date: Temporal.PlainDate): string {
  return date.toLocaleString("en-US", { weekday: "long", month: "long", day: "numeric" });
}

function instantOf(iso: string): Temporal.Instant {
  return Temporal.Instant.from(iso);
}
