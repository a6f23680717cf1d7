import type { MeetingType } from "../../../core/booking/availability-schema";
import type { Config } from "../../config";
import type { Database, DeliveryChannel } from "../../db/schema";
import type { Kysely } from "kysely";
import type { ChannelSwitch } from "../../inquiries/channels";
import type { DeliverySubject, SubjectLoader } from "../../inquiries/delivery-channel";
import type { Booking } from "../store/booking";
import { eventsWithBookings } from "../store/lookup";

/** The lead source that describes a booking's events, whatever way in brought the lead. */
export const BOOKING_SOURCE = "booking";

/**
 * A booking's event as its deliveries tell it, loaded at each attempt: the event (its id is the
 * delivery's subject), and the booking as it is now, not as it was then.
 */
export interface BookingWork extends DeliverySubject {
  action: string;
  booking: Booking;
  /** Null when staff have since removed the booking's meeting type. */
  meetingType: MeetingType | null;
  /** The agency's zone now: the staff's messages name the booking's time in it. */
  agencyTimeZone: string;
}

/** What a booking's deliveries read of the booking settings besides the booking itself. */
export interface BookingPlace {
  meetingTypes: readonly MeetingType[];
  /** The agency's zone: the staff read a booking's time in it. */
  timeZone: string;
}

/** The outbox's loader of the booking events its deliveries tell of. */
export function bookingWorkLoader(
  db: Kysely<Database>,
  place: () => Promise<BookingPlace>,
): SubjectLoader {
  return async (ids) => {
    const found = await eventsWithBookings(db, ids);
    if (found.length === 0) return new Map();
    const { meetingTypes, timeZone } = await place();
    return new Map(
      found.map(({ event, booking }): [string, BookingWork] => [
        event.id,
        {
          id: event.id,
          at: event.at,
          source: BOOKING_SOURCE,
          action: event.action,
          booking,
          meetingType: meetingTypes.find((type) => type.id === booking.meetingTypeId) ?? null,
          agencyTimeZone: timeZone,
        },
      ]),
    );
  };
}

/** The channels a booking's event is told on: the lead's notifications, and the booking's own. */
export const BOOKING_CHANNELS = [
  "webhook",
  "email",
  "visitor",
  "reminder",
  "calendar",
] as const satisfies readonly DeliveryChannel[];

/**
 * The booking's own channels: `visitor`, the visitor's e-mail with its invitation; `reminder`,
 * due before the meeting; `calendar`, the team's CalDAV calendar.
 */
export function bookingChannels(config: Pick<Config, "SMTP_URL" | "CALDAV_URL">): ChannelSwitch[] {
  const smtp = config.SMTP_URL !== "";
  return [
    { channel: "visitor", on: smtp, setting: "SMTP_URL" },
    { channel: "reminder", on: smtp, setting: "SMTP_URL" },
    { channel: "calendar", on: config.CALDAV_URL !== "", setting: "CALDAV_URL" },
  ];
}
