import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { describeStart } from "../../../core/booking/slot-presentation";
import {
  bookingMailWords,
  type BookingEventType,
  type BookingFacts,
} from "../../../core/booking/booking-email";
import { siteLanguages, type Language } from "../../../core/content/languages";
import type { Booking } from "../store/booking";

const MINUTE_MS = 60_000;

/**
 * What the e-mails say of a booking, its time in the visitor's own zone, in `reader`'s language:
 * the booking's own for the visitor, the source's for the team.
 */
export function bookingFacts(
  booking: Booking,
  meetingType: MeetingType | null,
  reader: Language,
): BookingFacts {
  return {
    reference: booking.reference,
    meetingType: meetingType?.name ?? bookingMailWords(reader).meeting,
    when: describeStart(
      Temporal.Instant.from(booking.startsAt),
      booking.visitor.timeZone,
      siteLanguages[reader].locale,
    ),
    lengthMinutes: (Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / MINUTE_MS,
    visitorName: booking.visitor.name,
    notes: booking.notes,
  };
}

const EVENT_TYPES: Record<string, BookingEventType> = {
  booked: "booking.created",
  rescheduled: "booking.rescheduled",
  cancelled: "booking.cancelled",
};

/** The webhook's event type of a logged action; null for one that is not told (a no-show). */
export const bookingEventType = (action: string): BookingEventType | null =>
  EVENT_TYPES[action] ?? null;

/**
 * Whether the booking changed after this event (moved, cancelled, marked): each change logs an
 * event at the instant it sets as the booking's `updated_at`, so the two are equal only for the
 * latest one.
 */
export const changedSince = (booking: Booking, event: { at: string }) =>
  booking.updatedAt !== event.at;
