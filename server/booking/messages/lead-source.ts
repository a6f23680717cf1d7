import { Temporal } from "temporal-polyfill";
import { describeStart } from "../../../core/booking/slot-presentation";
import {
  bookingLeadEmail,
  bookingMadeBy,
  bookingNoticeParts,
} from "../../../core/booking/booking-email";
import { SOURCE_LANGUAGE } from "../../../core/content/languages";
import type { LeadSource } from "../../inquiries/lead-source";
import { bookingEventType, bookingFacts } from "./facts";
import { BOOKING_SOURCE, type BookingWork } from "./work";

/**
 * Bookings as a way in: a booking makes a lead (or attaches to the visitor's own), and each of its
 * events reaches the staff's webhook and e-mail described here, whatever lead it is on.
 */
export const bookingLeadSource: LeadSource<BookingWork> = {
  source: BOOKING_SOURCE,
  label: "Booking",
  webhookFields: (inquiry, work) =>
    work
      ? { type: bookingEventType(work.action), booking: bookingFields(work) }
      : inquiry.preferred_time
        ? { preferredTime: inquiry.preferred_time }
        : {},
  email: bookingLeadEmail,
  subjectEmail: (work) =>
    bookingNoticeParts({
      type: bookingEventType(work.action) ?? "booking.created",
      facts: bookingFacts(work.booking, work.meetingType, SOURCE_LANGUAGE),
      agencyWhen: describeStart(Temporal.Instant.from(work.booking.startsAt), work.agencyTimeZone),
      madeBy: bookingMadeBy[work.booking.source],
      language: work.booking.language,
    }),
};

/** The booking as the webhook's receiver gets it: as it is now, with the event's own time. */
function bookingFields({ at, booking, meetingType }: BookingWork) {
  return {
    reference: booking.reference,
    status: booking.status,
    meetingType: { id: booking.meetingTypeId, name: meetingType?.name ?? null },
    start: booking.startsAt,
    end: booking.endsAt,
    timeZone: booking.visitor.timeZone,
    source: booking.source,
    notes: booking.notes,
    sequence: booking.sequence,
    uid: booking.invitationUid,
    /** What the visitor is written to in (issue 49). */
    language: booking.language,
    eventAt: at,
  };
}
