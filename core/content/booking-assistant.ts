/**
 * Every word the booking tools give the assistant to say, by voice or in chat, in the call's
 * language (the Spanish ones are core/content/es/booking-assistant.ts). The model reads these back,
 * so each answer is one line of short, plain sentences, and tells the model what to do next when
 * something is missing or refused. What a program reads of an answer (the starts to book by, a
 * hold's or a booking's reference) is in tags of core/booking/tool-line-tags.ts, the same in every
 * language.
 */

/** The booking tools' names as the provider calls them (voice/assistant.example.json). */
export const bookingTools = {
  checkAvailability: "check_availability",
  bookAppointment: "book_appointment",
  rescheduleAppointment: "reschedule_appointment",
  cancelAppointment: "cancel_appointment",
  confirmAppointment: "confirm_appointment",
} as const;

export type BookingToolName = (typeof bookingTools)[keyof typeof bookingTools];

/** How many free times one answer offers: enough to choose from, few enough to say aloud. */
export const SLOTS_PER_ANSWER = 4;

const { checkAvailability, confirmAppointment } = bookingTools;

const offerCallback =
  "Offer to have the team call back instead, and if the caller agrees call capture_lead.";
const offerCallbackLower =
  "offer to have the team call back instead, and if the caller agrees call capture_lead.";

export const bookingAnswers = {
  /** `slots` are already "words [start=ISO]" each. */
  freeTimes: (zone: string, slots: readonly string[]) =>
    `Free times (${zone}): ${slots.join("; ")}. Offer these in words; to book one, pass its start value exactly as given.`,
  noneThen: (when: string) => `No free times ${when}.`,
  noneAtAll: `There are no free times in the coming weeks. ${offerCallback}`,
  /** "on Tuesday, March 16" or "from March 16 to March 20". */
  onDay: (day: string) => `on ${day}`,
  between: (first: string, last: string) => `from ${first} to ${last}`,
  nextInstead: "The next free times instead:",

  booked: (reference: string, words: string, contact: string) =>
    `Booked: ${words}. The booking reference is ${reference}; read it out letter by letter. A confirmation goes to ${contact}.`,
  /** A hold: the e-mail address is proven by the code sent there (docs/decisions/027). */
  held: (reference: string, words: string, email: string, minutes: number) =>
    `Held, not booked yet: ${words}, reference ${reference}. A 6-digit code was just e-mailed to ${email}. Ask the caller to read the code out, then call ${confirmAppointment} with the reference, that e-mail address and the code. Unconfirmed, the time is given back in ${minutes} ${minutes === 1 ? "minute" : "minutes"}; the e-mail also links to a page where the code can be typed. If the caller cannot get the e-mail, ${offerCallbackLower}`,
  confirmed: (reference: string, words: string) =>
    `Booked: ${words}. The code matched; the booking reference is ${reference}, read it out letter by letter. A confirmation with a calendar invitation is on its way.`,
  /** A hold could not be made: the words say why (no e-mail address, a cap, e-mail not working). */
  notHeld: (words: string) => `Not booked. ${words}`,
  /** The code was wrong, or the hold is gone: the words say which. */
  notConfirmed: (words: string) => `Not confirmed. ${words}`,
  /** After a wrong code, while the time is still held. */
  readCodeAgain: "Ask the caller to read the code again, or offer to book a new time.",
  rescheduled: (reference: string, words: string) =>
    `Moved: booking ${reference} is now ${words}. An updated invitation is on its way.`,
  cancelled: (reference: string, words: string) =>
    `Cancelled: booking ${reference} for ${words} is cancelled. A cancellation is on its way.`,
  alreadyCancelled: (reference: string) =>
    `Booking ${reference} was already cancelled; nothing changed. The caller can book a new time.`,
  begun:
    "That booking has already begun or passed, so it can no longer be changed. Offer a new booking instead.",
  notFound:
    "No booking matches that reference with that e-mail address or phone number. Ask the caller to read the reference again and to give the e-mail address or phone number they booked with.",
  contactEmail: (email: string) => `the e-mail address ${email}`,
  contactPhone: "the caller by text message or phone",

  /** `words` is a slot refusal (content/booking.ts) or the store's refusal. */
  refused: (words: string) => `Not booked. ${words}`,
  refusedMove: (words: string) => `Not moved. ${words}`,
  noAlternatives: offerCallback,

  /** Arguments that cannot be used: what went wrong and what to ask the caller. */
  askAgain: (tool: string, problems: readonly string[], asks: readonly string[]) =>
    asks.length > 0
      ? `Nothing was changed. ${problems.join(" ")} Ask the caller for ${joinAnd(asks)}, then call ${tool} again.`
      : `Nothing was changed. ${problems.join(" ")} Call ${tool} again with corrected details.`,
  ask: {
    name: "their name",
    contact: "an e-mail address or a phone number",
    email: "their e-mail address, spelled out",
    phone: "their phone number with its country code",
    reference: "their booking reference",
    code: "the 6-digit code from the e-mail we sent them",
    zone: "the city they are in",
    date: "the day they have in mind",
  },
  problems: {
    name: "The caller's name is needed.",
    contact: "An e-mail address or a phone number is needed.",
    email: "That e-mail address does not look right.",
    phone: "That phone number does not look right.",
    reference: "A booking reference such as K7MQ-4XW9 is needed.",
    code: "The code from the e-mail is needed.",
    start: `A start time is needed: call ${checkAvailability} and pass one of the start values it gives.`,
    /** `field` is one of `fields`. */
    tooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
    notText: (field: string) => `The ${field} must be text.`,
    zone: (zone: string) =>
      `${zone} is not a time zone this server knows: send an IANA name such as Europe/Madrid.`,
    date: (date: string) => `${date} is not a date: send one such as 2027-03-16.`,
    rangeBackwards: "The range ends before it starts.",
    rangeTooLong: (days: number) => `A range can span at most ${days} days.`,
    rangeHalf: "A range needs both from and to.",
    dayPassed: "That day has already passed.",
  },
  /**
   * Each argument's name in a problem (too long, not text); `from` and `to` are `rangeFrom` and
   * `rangeTo`, as those keys are links elsewhere (translation.ts).
   */
  fields: {
    date: "date",
    rangeFrom: "from",
    rangeTo: "to",
    timeZone: "time zone",
    start: "start time",
    name: "name",
    email: "e-mail address",
    phone: "phone number",
    service: "service",
    notes: "notes",
    reference: "reference",
    code: "code",
  },
  /** Words the model may quote from input: bounded and on one line by then. */
  quoted: (text: string) => `"${text}"`,
} as const;

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** What the simulated provider's tool endpoint answers a request it will not pass on. */
export const simulatedToolRefusals = {
  tooLarge: (kb: number) => `The body is larger than ${kb} KB.`,
  notJson: "The body is not JSON.",
  crossSite: "Tool calls are taken from this site's own pages only.",
  notJsonType: "Send the tool call as application/json.",
  /** `languages`: the registered languages' codes, "en or es". */
  notACall: (languages: string) =>
    `Expected { conversationId, channel, timeZone, placement, language (optional: ${languages}), toolCall: { id, name, arguments } } with check_availability, book_appointment or confirm_appointment.`,
  rateLimited: (minutes: number) =>
    `Several bookings came from this address in a short time; please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;
