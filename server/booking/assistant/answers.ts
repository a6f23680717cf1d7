import { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import { describeStart, presentSlots } from "../../../core/booking/slot-presentation";
import { bookingAnswers as say } from "../../../core/content/booking-assistant";
import { slotRefusals } from "../../../core/content/booking";
import type { ChangeAnswer, Refused, SlotTakenAnswer } from "../service/outcomes";
import type { Booking } from "../store/booking";
import type { Contact } from "./tool-booking";
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

/** A start the service would not take: why, then the `next` free times instead. */
export function notBookable(
  answer: SlotTakenAnswer | Refused,
  next: readonly Slot[],
  timeZone: string,
  refused: (words: string) => string,
): string {
  const why = answer.outcome === "slot-taken" ? slotRefusals.taken : answer.message;
  const then = next.length ? `${say.nextInstead} ${freeTimes(next, timeZone)}` : say.noAlternatives;
  return `${refused(why)} ${then}`;
}

/**
 * The booking was not changed: not found (by reference and contact together, which part is
 * wrong is not said), cancelled, begun. A change refused for any other reason is not found.
 */
export function notChanged(answer: Exclude<ChangeAnswer, { outcome: "changed" }>): string {
  switch (answer.outcome) {
    case "cancelled":
      return say.alreadyCancelled(answer.booking.reference);
    case "past":
      return say.begun;
    default:
      return say.notFound;
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
