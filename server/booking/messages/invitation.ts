import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { Booking } from "../store/booking";

/** What the invitation says beyond the booking itself: the agency's side. */
export interface InvitationDetails {
  /** The agency: the organizer, whose address receives any answer of the visitor's calendar. */
  organizer: { name: string; email: string };
  /** The event's title, such as "Free consultation with Voicefront". */
  summary: string;
  /** The event's text; the manage link is added below it. */
  description: string;
  /** Where the meeting happens: a video link or an address; none when the agency calls. */
  location?: string | null;
  /** The page that reschedules or cancels it (the manage token's link), and its words. */
  manageUrl: string;
  manageLabel: string;
}

const MAIL_FILENAME = "invitation.ics";

/**
 * A name as a quoted parameter value (CN): RFC 6868's `^^` and `^'` for a caret and a double
 * quote, every control character and line break a space, and no backslash, which ical-generator
 * would double (RFC 5545 has no escape inside a parameter, so readers disagree on it). Nothing a
 * visitor types can end the value and add a parameter or another address.
 */
function parameterText(name: string): string {
  return name
    .replace(/\\/g, "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'");
}

/**
 * The booking as one VEVENT, for a visitor's calendar (`method` REQUEST or CANCEL, as iTIP,
 * RFC 5546, has it) or for a CalDAV collection (no method: a stored object, RFC 4791 4.1). The UID
 * is the booking's for good, and SEQUENCE its count of changes, so a calendar replaces the event
 * it holds rather than adding another. Times are in UTC: every calendar shows them in its own
 * zone, and no VTIMEZONE of ours can disagree with the calendar's rules.
 */
function bookingCalendar(
  booking: Booking,
  details: InvitationDetails,
  method: ICalCalendarMethod | null,
  now: Date,
): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    prodId: { company: details.organizer.name, product: "Booking", language: "EN" },
    method,
  });
  calendar.createEvent({
    id: booking.invitationUid,
    sequence: booking.sequence,
    stamp: now,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: details.summary,
    description: cancelled
      ? details.description
      : `${details.description}\n\n${details.manageLabel}: ${details.manageUrl}`,
    location: details.location ?? null,
    url: details.manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { ...details.organizer, name: parameterText(details.organizer.name) },
    attendees: booking.visitor.email
      ? [
          {
            email: booking.visitor.email,
            name: parameterText(booking.visitor.name),
            role: ICalAttendeeRole.REQ,
            // The visitor chose this time themselves: their calendar need not ask them again.
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    created: new Date(booking.createdAt),
    lastModified: new Date(booking.updatedAt),
  });
  return calendar.toString();
}

/** What the visitor's e-mail carries: REQUEST while the booking stands, CANCEL once cancelled. */
export const invitationMethod = (booking: Booking) =>
  booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;

/** The iTIP message for the visitor's calendar: a request, or the cancel of the same UID. */
export const invitation = (booking: Booking, details: InvitationDetails, now: Date) =>
  bookingCalendar(booking, details, invitationMethod(booking), now);

/** The same event as a CalDAV calendar stores it: without METHOD, which a server refuses. */
export const calendarObject = (booking: Booking, details: InvitationDetails, now: Date) =>
  bookingCalendar(booking, details, null, now);

/**
 * For nodemailer's `icalEvent`: it makes the `text/calendar; method=REQUEST` (or CANCEL)
 * alternative that mail clients show as an invitation (Outlook shows a bare .ics attachment as
 * "not supported calendar message"), and attaches the same file. Null when the visitor left no
 * e-mail address.
 */
export function invitationMailPart(booking: Booking, details: InvitationDetails, now: Date) {
  if (!booking.visitor.email) return null;
  return {
    method: invitationMethod(booking),
    filename: MAIL_FILENAME,
    content: invitation(booking, details, now),
  };
}
