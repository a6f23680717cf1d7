import { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import { describeStart, presentSlots } from "../../../core/booking/slot-presentation";
import { tagged } from "../../../core/booking/tool-line-tags";
import type { bookingAnswers } from "../../../core/content/booking-assistant";
import { siteLanguages, type Language } from "../../../core/content/languages";
import type { Words } from "../../../core/content/translation";
import type { ChangeAnswer, Refused, SlotTakenAnswer } from "../service/outcomes";
import type { Booking } from "../store/booking";
import type { Contact } from "./tool-booking";
import type { DaysAsked } from "./arguments";

/**
 * The tools' answers as the provider wants them: one line of text per call, in the call's or
 * chat's language. Slots are named in the caller's zone, each in words written by Intl in the
 * language's locale and with the exact start to book it with.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The language, its words and the locale the tools answer in. */
export interface ToolSpeech {
  language: Language;
  say: Words<typeof bookingAnswers>;
  locale: string;
}

export function speechIn(language: Language): ToolSpeech {
  const { bookingAssistant, locale } = siteLanguages[language];
  return { language, say: bookingAssistant, locale };
}

export function freeTimes(slots: readonly Slot[], timeZone: string, speech: ToolSpeech): string {
  const offered = presentSlots(slots, timeZone, speech.locale).map(
    (slot) => `${slot.words} ${tagged("start", slot.start)}`,
  );
  return speech.say.freeTimes(timeZone, offered);
}

/** Nothing free in the days asked for: say so, then offer what comes next, if anything does. */
export function noneInDays(
  days: Extract<DaysAsked, { kind: "days" }>,
  next: readonly Slot[],
  timeZone: string,
  speech: ToolSpeech,
): string {
  const { say, locale } = speech;
  const when = days.first.equals(days.last)
    ? say.onDay(dayInWords(days.first, locale))
    : say.between(dayInWords(days.first, locale), dayInWords(days.last, locale));
  const then = next.length
    ? `${say.nextInstead} ${freeTimes(next, timeZone, speech)}`
    : say.noneAtAll;
  return `${say.noneThen(when)} ${then}`;
}

/**
 * A start the service would not take: why (the service's words, in the booking's language), then
 * the `next` free times instead.
 */
export function notBookable(
  answer: SlotTakenAnswer | Refused,
  next: readonly Slot[],
  timeZone: string,
  speech: ToolSpeech,
  refused: (words: string) => string,
): string {
  const { say } = speech;
  const then = next.length
    ? `${say.nextInstead} ${freeTimes(next, timeZone, speech)}`
    : say.noAlternatives;
  return `${refused(answer.message)} ${then}`;
}

/**
 * The booking was not changed: not found (by reference and contact together, which part is
 * wrong is not said), cancelled, begun. A change refused for any other reason is not found.
 */
export function notChanged(
  answer: Exclude<ChangeAnswer, { outcome: "changed" }>,
  { say }: ToolSpeech,
): string {
  switch (answer.outcome) {
    case "cancelled":
      return say.alreadyCancelled(answer.booking.reference);
    case "past":
      return say.begun;
    default:
      return say.notFound;
  }
}

export function booked(booking: Booking, timeZone: string, speech: ToolSpeech): string {
  const { reference } = booking;
  const words = startInWords(booking, timeZone, speech);
  const line = speech.say.booked(reference, words, contactInWords(booking.visitor, speech));
  return `${line} ${tagged("booked", reference)}`;
}

/** A hold confirmed by its code: booked now. */
export function confirmed(booking: Booking, speech: ToolSpeech): string {
  const { reference } = booking;
  const line = speech.say.confirmed(
    reference,
    startInWords(booking, booking.visitor.timeZone, speech),
  );
  return `${line} ${tagged("booked", reference)}`;
}

/**
 * A code that did not match: while `stillHeld`, another try may. The tag comes before what the
 * model is told to do, so the outcome and its reason are the sentences before the first tag.
 */
export function codeRefused(
  reference: string,
  words: string,
  stillHeld: boolean,
  { say }: ToolSpeech,
): string {
  return stillHeld
    ? `${say.notConfirmed(words)} ${tagged("held", reference)} ${say.readCodeAgain}`
    : say.notConfirmed(words);
}

/** A hold: the code went to the caller's e-mail, to read back within the hold's minutes. */
export function held(
  booking: Booking,
  timeZone: string,
  now: Temporal.Instant,
  speech: ToolSpeech,
): string {
  const left = Date.parse(booking.heldUntil ?? booking.createdAt) - now.epochMilliseconds;
  const line = speech.say.held(
    booking.reference,
    startInWords(booking, timeZone, speech),
    booking.visitor.email ?? "",
    Math.max(1, Math.round(left / 60_000)),
  );
  return `${line} ${tagged("held", booking.reference)}`;
}

export function startInWords(booking: Booking, timeZone: string, { locale }: ToolSpeech): string {
  return describeStart(instantOf(booking.startsAt), timeZone, locale);
}

function contactInWords({ email }: Contact, { say }: ToolSpeech): string {
  return email ? say.contactEmail(email) : say.contactPhone;
}

function dayInWords(date: Temporal.PlainDate, locale: string): string {
  return date.toLocaleString(locale, { weekday: "long", month: "long", day: "numeric" });
}

function instantOf(iso: string): Temporal.Instant {
  return Temporal.Instant.from(iso);
}
