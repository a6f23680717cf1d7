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
  alreadyBooked: "You already have this appointment booked. Nothing has changed.",
  invalid: (problems: readonly string[]) => `Please check these details: ${problems.join("; ")}.`,
  unavailable: "Booking is not available right now. Please try again in a little while.",
  calendarUnavailable:
    "Booking is unavailable right now: we cannot see our calendar, so we cannot be sure which times are free. Please write to us through the contact form instead, and we will find a time with you.",
} as const;

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
