import type { bookingMail } from "../content/booking-mail";
import { siteLanguages, type Language } from "../content/languages";
import { brand } from "../content/site";
import type { Words } from "../content/translation";
import {
  visitorLanguage,
  type InquiryEmailParts,
  type InquiryForEmail,
} from "../contact/inquiry-email";

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
  /** The booking's language, which every word below is in. */
  language: Language;
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

const firstName = (name: string, words: MailWords) => name.trim().split(/\s+/)[0] || words.nobody;

type MailWords = Words<typeof bookingMail>;

/** The words of the e-mails and the invitation of a booking made in `language`. */
export const bookingMailWords = (language: Language): MailWords =>
  siteLanguages[language].bookingMail;

/** The visitor's e-mail about their booking, in the booking's language. */
export function bookingMessage(
  kind: VisitorMessageKind,
  facts: BookingFacts,
  links: { reschedule: string; cancel: string; book: string },
  language: Language,
): BookingMessage {
  const words = bookingMailWords(language);
  const { labels, actions } = words;
  const about = words.kinds[kind];
  const standing = kind !== "cancelled";
  return {
    language,
    subject: about.subject(facts.meetingType, facts.when),
    preheader: words.preheader(facts.meetingType, facts.when, facts.reference),
    heading: about.heading,
    greeting: words.greeting(firstName(facts.visitorName, words)),
    paragraphs: [about.intro(facts.meetingType)],
    details: [
      [labels.what, facts.meetingType],
      [labels.when, facts.when],
      ...(facts.lengthMinutes
        ? [[labels.length, words.minutes(facts.lengthMinutes)] as [string, string]]
        : []),
      [labels.reference, facts.reference],
    ],
    actions: standing
      ? [
          { label: actions.reschedule, href: links.reschedule },
          { label: actions.cancel, href: links.cancel },
        ]
      : [{ label: actions.bookAnother, href: links.book }],
    note: standing
      ? words.notes[kind === "reminder" ? "reminder" : "standing"]
      : words.notes.cancelled,
    signature: [brand.name, words.contactLine, words.why.booked],
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
  language: Language,
): BookingMessage {
  const words = bookingMailWords(language);
  return {
    language,
    subject: words.code.subject(code),
    preheader: words.code.preheader(facts.meetingType, facts.when),
    heading: words.code.heading,
    greeting: words.greeting(firstName(facts.visitorName, words)),
    paragraphs: [words.code.intro(facts.meetingType, holdMinutes)],
    details: [
      [words.labels.code, code],
      [words.labels.what, facts.meetingType],
      [words.labels.when, facts.when],
    ],
    actions: [{ label: words.actions.openPage, href: page }],
    note: words.code.note,
    signature: [brand.name, words.contactLine, words.why.code],
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
  /** The language the visitor booked in, which everything they are sent is written in. */
  language: Language;
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
    details: (inquiry) => [
      `Booking:  ${facts.reference}, ${facts.meetingType}`,
      `When:     ${notice.agencyWhen}`,
      // Said once when the visitor is in the agency's zone: then both read the same.
      ...(facts.when === notice.agencyWhen ? [] : [`          ${facts.when} (the visitor's time)`]),
      ...bookedInLines(notice, inquiry),
      ...(facts.notes ? [`Notes:    ${facts.notes}`] : []),
    ],
  };
}

/**
 * "Language: Spanish (...)" when the visitor booked in another language than the team's, unless
 * the lead's own line (the lead's language) says the same already.
 */
function bookedInLines(notice: BookingNotice, inquiry: InquiryForEmail): string[] {
  const booked = visitorLanguage({ language: notice.language });
  if (!booked || booked === visitorLanguage(inquiry)) return [];
  return [`Language: ${booked} (booked in ${booked}, and written to in it)`];
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
