import { Temporal } from "temporal-polyfill";
import { timeZoneName } from "../../../core/booking/slot-presentation";
import { storedAvailability } from "../store/availability";
import type { Booking } from "../store/booking";
import { eventsOfBookings } from "../store/events";
import { bookingsOfLead } from "../store/lookup";
import type { SiteDatabase } from "../../db/database";
import { logActivity } from "../../db/lead-actions";
import type { BookingEventTable, Database } from "../../db/schema";
import type { Transaction } from "kysely";

/** One of a lead's bookings as its page shows it: times in the agency's zone, with its log. */
export interface LeadBooking {
  booking: Booking;
  meetingType: string;
  /** The agency zone's name at the booking's start ("Eastern Standard Time"). */
  zoneName: string;
  /** Oldest first. */
  log: BookingEventTable[];
}

/** A lead's bookings, soonest first, and the agency's zone their times are shown in. */
export async function leadBookings(
  database: SiteDatabase,
  leadId: string,
): Promise<{ zone: string; bookings: LeadBooking[] }> {
  const [bookings, { meetingTypes, availability }] = await Promise.all([
    bookingsOfLead(database.db, leadId),
    storedAvailability(database.db),
  ]);
  const zone = availability.timeZone;
  const logs = await eventsOfBookings(
    database.db,
    bookings.map((booking) => booking.id),
  );
  return {
    zone,
    bookings: bookings.map((booking) => ({
      booking,
      meetingType:
        meetingTypes.find((type) => type.id === booking.meetingTypeId)?.name ??
        booking.meetingTypeId,
      zoneName: timeZoneName(Temporal.Instant.from(booking.startsAt), zone),
      log: logs.filter((event) => event.booking_id === booking.id),
    })),
  };
}

export type StaffBookingAction = "booking-rescheduled" | "booking-cancelled" | "booking-no-show";

/**
 * What staff did to a booking, in the log of the lead it belongs to, written in the change's own
 * transaction: its reference and its (new) start in the agency's zone, nothing of the visitor's.
 */
export async function logOnLead(
  trx: Transaction<Database>,
  booking: Booking,
  action: StaffBookingAction,
  actor: string,
) {
  if (!booking.leadId) return;
  const { availability } = await storedAvailability(trx);
  const start = Temporal.Instant.from(booking.startsAt);
  const wall = start.toZonedDateTimeISO(availability.timeZone).toPlainDateTime();
  const when = `${wall.toPlainDate()} ${wall.toPlainTime().toString({ smallestUnit: "minute" })}`;
  await logActivity(trx, {
    inquiryId: booking.leadId,
    actor,
    action,
    detail: `${booking.reference}, ${when} ${timeZoneName(start, availability.timeZone)}`,
  });
}
