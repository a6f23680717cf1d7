import { brand, contactInfo } from "../content/site";
import type { InquiryEmailParts, InquiryForEmail } from "../contact/inquiry-email";

/**
 * Every word of the e-mails about a booking: the visitor's confirmation, change, cancellation and
 * reminder (text and HTML are both made from `bookingMessage`), and the staff's notification,
 * which is the owner's inquiry e-mail with a booking's parts. What the visitor is sent carries our
 * words only: of what the booker typed, nothing but a name the booking checked (no web or e-mail
 * address in it), never their notes, which go to staff alone.
 */

/** Which of the visitor's e-mails: one per booking event, and the reminder before the meeting. */
export type VisitorMessageKind = "confirmed" | "changed" | "cancelled" | "reminder";

/** The webhook's event types, one per booking event. */
export type BookingEventType = "booking.created" | "booking.rescheduled" | "booking.cancelled";

/** A booking as its e-mails tell of it; times already in words, in the reader's zone. */
export interface BookingFacts {
  reference: string;
  meetingType: string;
  /** "Tuesday, March 16 at 10:00 AM Eastern Daylight Time". */
  when: string;
  lengthMinutes: number | null;
  visitorName: string;
  notes: string;
}

export interface MessageLink {
  label: string;
  href: string;
}

/** One e-mail as both its text and its HTML say it. */
export interface BookingMessage {
  subject: string;
  /** The line a mail client shows beside the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  details: [label: string, value: string][];
  /** Reschedule and Cancel, while the booking stands. */
  actions: MessageLink[];
  /** Under the actions: about the invitation attached. */
  note: string;
  signature: string[];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

const lead = {
  confirmed: {
    subject: (facts: BookingFacts) => `Confirmed: ${facts.meetingType} on ${facts.when}`,
    heading: "Your booking is confirmed",
    intro: (facts: BookingFacts) =>
      `Thank you for booking a ${facts.meetingType.toLowerCase()} with ${brand.name}. We look forward to speaking with you.`,
  },
  changed: {
    subject: (facts: BookingFacts) => `Moved: ${facts.meetingType} is now on ${facts.when}`,
    heading: "Your booking has a new time",
    intro: (facts: BookingFacts) =>
      `Your ${facts.meetingType.toLowerCase()} with ${brand.name} has moved. The new time is below; the invitation attached updates your calendar.`,
  },
  cancelled: {
    subject: (facts: BookingFacts) => `Cancelled: ${facts.meetingType} on ${facts.when}`,
    heading: "Your booking is cancelled",
    intro: (facts: BookingFacts) =>
      `Your ${facts.meetingType.toLowerCase()} with ${brand.name} is cancelled, and the time is free again. The attachment removes it from your calendar.`,
  },
  reminder: {
    subject: (facts: BookingFacts) => `Reminder: ${facts.meetingType} on ${facts.when}`,
    heading: "See you soon",
    intro: (facts: BookingFacts) =>
      `A reminder of your ${facts.meetingType.toLowerCase()} with ${brand.name}. If the time no longer suits you, choose another below.`,
  },
} as const satisfies Record<VisitorMessageKind, unknown>;

/** The visitor's e-mail about their booking; `links` are absent once it is cancelled. */
export function bookingMessage(
  kind: VisitorMessageKind,
  facts: BookingFacts,
  links: { reschedule: string; cancel: string; book: string },
): BookingMessage {
  const words = lead[kind];
  const standing = kind !== "cancelled";
  return {
    subject: words.subject(facts),
    preheader: `${facts.meetingType}, ${facts.when}. Reference ${facts.reference}.`,
    heading: words.heading,
    greeting: `Hi ${firstName(facts.visitorName)},`,
    paragraphs: [words.intro(facts)],
    details: [
      ["What", facts.meetingType],
      ["When", facts.when],
      ...(facts.lengthMinutes
        ? [["Length", `${facts.lengthMinutes} minutes`] as [string, string]]
        : []),
      ["Reference", facts.reference],
    ],
    actions: standing
      ? [
          { label: "Reschedule", href: links.reschedule },
          { label: "Cancel", href: links.cancel },
        ]
      : [{ label: "Book another time", href: links.book }],
    note: standing
      ? "The invitation is attached (invitation.ics): open it to add the meeting to your calendar. The links above need no sign-in; keep this e-mail to use them."
      : "If you would like to meet after all, choose a new time on our booking page.",
    signature: [
      brand.name,
      `${contactInfo.email} · ${contactInfo.phoneDisplay}`,
      `You receive this e-mail because this address booked a meeting with ${brand.name}.`,
    ],
  };
}

/**
 * The e-mail that proves a hold's address: the code, what it confirms, and that ignoring it does
 * no harm. Nothing the booker typed is in it but their first name, which the booking checked.
 */
export function holdCodeMessage(
  facts: Pick<BookingFacts, "meetingType" | "when" | "visitorName">,
  code: string,
  holdMinutes: number,
  page: string,
): BookingMessage {
  return {
    subject: `Your code: ${code}`,
    preheader: `Type it to confirm your ${facts.meetingType.toLowerCase()} on ${facts.when}.`,
    heading: "Confirm your booking",
    greeting: `Hi ${firstName(facts.visitorName)},`,
    paragraphs: [
      `Someone asked ${brand.name} to book a ${facts.meetingType.toLowerCase()} for this e-mail address. To confirm it, type this code on the booking page, or read it out to our assistant. The time is held for you for ${holdMinutes} ${holdMinutes === 1 ? "minute" : "minutes"}.`,
    ],
    details: [
      ["Code", code],
      ["What", facts.meetingType],
      ["When", facts.when],
    ],
    actions: [{ label: "Open the booking page", href: page }],
    note: "If this was not you, ignore this e-mail: the time is given back by itself, and you will hear nothing more from us.",
    signature: [
      brand.name,
      `${contactInfo.email} · ${contactInfo.phoneDisplay}`,
      `You receive this e-mail because this address was given to book a meeting with ${brand.name}.`,
    ],
  };
}

/** The plain-text body of a visitor's e-mail. */
export function bookingMessageText(message: BookingMessage): string {
  const width = Math.max(...message.details.map(([label]) => label.length)) + 2;
  return [
    message.greeting,
    "",
    ...message.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...message.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    ...message.actions.map((action) => `${action.label}: ${action.href}`),
    "",
    message.note,
    "",
    "-- ",
    ...message.signature,
  ].join("\n");
}

/** What the staff's notification says of a booking event, besides the lead's own fields. */
export interface BookingNotice {
  type: BookingEventType;
  facts: BookingFacts;
  /** The booking's start in the agency's zone, as the staff read it. */
  agencyWhen: string;
  /** Where the booking was made: the page, a call or a chat. */
  madeBy: string;
}

const noticeWords = {
  "booking.created": { subject: "New booking", intro: "booked a time" },
  "booking.rescheduled": { subject: "Booking moved", intro: "moved their booking" },
  "booking.cancelled": { subject: "Booking cancelled", intro: "cancelled their booking" },
} as const satisfies Record<BookingEventType, unknown>;

const visitorOf = (inquiry: InquiryForEmail) =>
  inquiry.name || inquiry.email || inquiry.phone || "A visitor";

/** The owner's e-mail about a booking event: the inquiry e-mail with these parts. */
export function bookingNoticeParts(notice: BookingNotice): InquiryEmailParts {
  const words = noticeWords[notice.type];
  const { facts } = notice;
  return {
    subject: (inquiry) =>
      `${words.subject}: ${visitorOf(inquiry)}, ${notice.agencyWhen} (${facts.reference})`,
    intro: (inquiry) =>
      `${visitorOf(inquiry)} ${words.intro} (${notice.madeBy}). ${
        inquiry.email ? "Reply to this e-mail to write to them." : "Call them on the number below."
      }`,
    details: () => [
      `Booking:  ${facts.reference}, ${facts.meetingType}`,
      `When:     ${notice.agencyWhen}`,
      // Said once when the visitor is in the agency's zone: then both read the same.
      ...(facts.when === notice.agencyWhen ? [] : [`          ${facts.when} (the visitor's time)`]),
      ...(facts.notes ? [`Notes:    ${facts.notes}`] : []),
    ],
  };
}

/** The owner's e-mail about a lead a booking made, when it is sent without an event. */
export const bookingLeadEmail: InquiryEmailParts = {
  subject: (inquiry) =>
    `New booking from ${visitorOf(inquiry)}${inquiry.preferred_time ? `: ${inquiry.preferred_time}` : ""}`,
  intro: () => "A visitor booked a time. Their bookings are on the lead's page in the inbox.",
};

/** How the staff's notification names where a booking was made. */
export const bookingMadeBy = {
  web: "on the booking page",
  voice: "on a call",
  chat: "in the chat",
};

/**
 * The invitation's own words (its title and text in the visitor's calendar). Like the e-mails,
 * they carry nothing the booker typed: the notes are for staff only.
 */
export const invitationWords = {
  summary: (meetingType: string) => `${meetingType} with ${brand.name}`,
  description: (facts: BookingFacts) =>
    `${facts.meetingType} with ${brand.name}. Reference ${facts.reference}.`,
};

/**
 * The staff's e-mail when an erased booking's event cannot be removed from the team's calendar:
 * what to remove by hand, and why the site could not.
 */
export const calendarRemovalFailing = (problem: {
  uid: string;
  error: string;
  attempts: number;
}) => ({
  subject: "An erased booking is still in the team's calendar",
  text: [
    `A person was erased, but their booking's event could not be removed from the team's calendar after ${problem.attempts} tries: ${problem.error}.`,
    "",
    `Delete the event with this UID by hand, or fix the calendar's settings: the site keeps trying.`,
    `UID: ${problem.uid}`,
    "",
    "The inbox's Availability page, Calendar section, shows the removals still waiting.",
  ].join("\n"),
});
