import { slotRefusals } from "./booking";

/**
 * What the booking service tells a visitor (or has the assistant say) when a request cannot go
 * ahead for a reason other than the time itself (slot-refusal.ts words those).
 */
export const bookingAnswers = {
  unknownMeetingType: "That kind of appointment is not offered. Choose one of the listed types.",
  meetingTypeWithdrawn:
    "That kind of appointment is no longer offered, so it cannot be moved. Cancel it and book another.",
  unknownTimeZone: (zone: string) =>
    `"${zone.slice(0, 64)}" is not a time zone we know. Choose one such as Europe/Madrid.`,
  malformedDate: "That date could not be read. Use a date such as 2027-03-16.",
  rangeBackwards: "The end of that range comes before its start.",
  notFound:
    "We could not find that booking. Check the reference and the e-mail address or phone number it was made with.",
  cancelled: "This booking was cancelled.",
  past: "This appointment has already begun or passed, so it can no longer be changed.",
  invalid: (problems: readonly string[]) => `Please check these details: ${problems.join("; ")}.`,
  unavailable: "Booking is not available right now. Please try again in a little while.",
  /** A cap on upcoming bookings and holds (server/booking/store/caps.ts), worded per cap. */
  capped: {
    email: (max: number) =>
      `This e-mail address already has ${appointments(max)} coming up, the most we keep for one person. Cancel one with the link in its e-mail, or write to us.`,
    phone: (max: number) =>
      `This phone number already has ${appointments(max)} coming up, the most we keep for one person. Cancel one, or write to us.`,
    address: (max: number) =>
      `This connection already has ${appointments(max)} coming up, the most we take from one place. Cancel one, or write to us.`,
    session: (max: number) =>
      `This conversation has already booked ${appointments(max)}, the most one conversation may book. Cancel one, or write to us.`,
  },
  /** A hold waits for the code e-mailed to its visitor (docs/decisions/027). */
  needsEmail:
    "To keep a time for you we e-mail you a code to confirm it, so an e-mail address is needed. Without one, please write to us or call us.",
  noEmailSetUp:
    "Booking online needs our e-mail, which is not working right now, so we cannot confirm a time. Please write to us through the contact form instead, and we will find a time with you.",
  codeNotSent:
    "We could not send the confirmation code just now. Please try again in a few minutes, or write to us.",
  wrongCode: (triesLeft: number) =>
    `That code does not match the one we e-mailed. Please check it and try again (${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left).`,
  holdGone:
    "This time is no longer held: it was not confirmed in time, or the code was wrong too often. Please choose a time again.",
  notConfirmedYet:
    "This time is only held until it is confirmed with the code we e-mailed; it cannot be changed before that.",
  noMoreCodes:
    "We have sent this hold every code we may. Please use the last one, or choose a time again once the hold has run out.",
  calendarUnavailable:
    "Booking is unavailable right now: we cannot see our calendar, so we cannot be sure which times are free. Please write to us through the contact form instead, and we will find a time with you.",
} as const;

const appointments = (count: number) => `${count} ${count === 1 ? "appointment" : "appointments"}`;

/** What the /book page's form is told when its post is turned away before it reaches a slot. */
export const bookingFormRefusals = {
  notSent: "This form could not be sent. Please reload the page and try again.",
  expired:
    "This form has expired. We have refreshed it: please check your details and press the button again.",
  tooQuick:
    "That was quicker than we expected from a person. Please check your details and press the button again.",
  rateLimited: (minutes: number) =>
    `You have sent several requests in a short time; please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  unknownAction: "That change could not be read. Choose a new time or cancel.",
} as const;

/**
 * What a booking's details must be, as a refusal lists those that are not: each field's name and
 * what it needs (server/booking/store/request.ts names each check by its key in `needs`).
 */
export const bookingRequestProblems = {
  fields: {
    "visitor.name": "Name",
    "visitor.email": "E-mail",
    "visitor.phone": "Phone",
    "visitor.timeZone": "Time zone",
    visitor: "Contact",
    notes: "Notes",
    startsAt: "Start",
    endsAt: "End",
  },
  needs: {
    name: "a name",
    nameOneLine:
      "a name on one line, without a web or e-mail address in it (write St. John, not St.John)",
    email: "an e-mail address such as ana@example.com",
    phone: "a phone number of 5 to 20 digits",
    contact: "an e-mail address or a phone number",
    timeZone: "an IANA time zone such as Europe/Madrid",
    instant: "a valid instant",
    endAfterStart: "the end must come after the start",
    heldHours: (hours: number) => `a booking holds at most ${hours} hours`,
    language: "a language the site speaks",
    atMost: (max: number) => `at most ${max} characters`,
    readable: "a value we can read",
  },
} as const;

/**
 * Every refusal of the booking service and the booking form, as a language registers their
 * translation (core/content/es/booking-answers.ts): what a page in that language words.
 */
export const bookingRefusals = {
  answers: bookingAnswers,
  form: bookingFormRefusals,
  slots: slotRefusals,
  problems: bookingRequestProblems,
} as const;
