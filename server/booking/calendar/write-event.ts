import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { bookingMailWords } from "../../../core/booking/booking-email";
import { visitorLanguage } from "../../../core/contact/inquiry-email";
import { SOURCE_LANGUAGE } from "../../../core/content/languages";
import { brand, contactInfo } from "../../../core/content/site";
import type { Booking } from "../store/booking";
import { calendarObject } from "../messages/invitation";

/** Where the team's copy of a booking points: the site, and the zone the agency keeps hours in. */
export interface TeamCalendarPlace {
  siteUrl: string;
  timeZone: string;
}

/** The inbox's week of appointments that holds the booking, where staff move or cancel it. */
export function appointmentsUrl(booking: Booking, place: TeamCalendarPlace) {
  const day = Temporal.Instant.from(booking.startsAt).toZonedDateTimeISO(place.timeZone);
  return `${place.siteUrl}/inbox/appointments?week=${day.toPlainDate().toString()}`;
}

/**
 * What the team's calendars say of a booking: who (the visitor's name), which (the reference)
 * and where the rest is (the inbox, behind the staff sign-in). No e-mail address, phone number or
 * notes: a team calendar is shared, delegated and synced to phones, and a feed's secret address
 * gets forwarded; the inbox already holds the rest for those who may see it.
 */
export function teamEventWords(
  booking: Booking,
  meetingType: MeetingType | null,
  place: TeamCalendarPlace,
) {
  const what = meetingType?.name ?? "Booking";
  // Named when it is not the team's own: the team answers the visitor in it.
  const language = visitorLanguage(booking);
  return {
    summary: `${what}: ${booking.visitor.name}${language ? ` (${language})` : ""}`,
    description: `${what} with ${booking.visitor.name}, booking ${booking.reference}.${language ? ` The visitor booked in ${language}.` : ""}`,
    url: appointmentsUrl(booking, place),
  };
}

/**
 * The booking as the team's CalDAV calendar stores it: the invitation's stored object (same UID
 * and SEQUENCE, no METHOD), with the agency as organizer and without the visitor as attendee. A
 * server that schedules (RFC 6638: Google, iCloud, Fastmail) would otherwise mail the visitor a
 * second invitation of its own, beside the one the site sends.
 */
export function teamCalendarObject(
  booking: Booking,
  meetingType: MeetingType | null,
  place: TeamCalendarPlace,
  now: Date,
) {
  const words = teamEventWords(booking, meetingType, place);
  return calendarObject(
    { ...booking, visitor: { ...booking.visitor, email: null } },
    {
      organizer: { name: brand.name, email: contactInfo.email },
      summary: words.summary,
      description: words.description,
      manageLabel: bookingMailWords(SOURCE_LANGUAGE).invitation.manage,
      manageUrl: words.url,
    },
    now,
  );
}
