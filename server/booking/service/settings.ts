import type { Temporal } from "temporal-polyfill";
import type { Availability, MeetingType } from "../../../core/booking/availability-schema";

/** The meeting types offered and the agency's hours, as the booking service reads them. */
export interface BookingSettings {
  meetingTypes: MeetingType[];
  availability: Availability;
}

/**
 * Where the settings come from, asked afresh for each request so a change of hours shows in the
 * next slots: the stored settings (server/booking/store/availability.ts), the content's defaults until staff
 * keep their own in the inbox.
 */
export type AvailabilityProvider = () => Promise<BookingSettings>;

/** Time one of the team's calendars holds (server/calendar/), with its event's UID. */
export type CalendarBusyTime = { uid: string; start: Temporal.Instant; end: Temporal.Instant };

/**
 * The team's calendars, as bookings must respect them: `busy` is the cached read, for offering
 * slots; `confirm` reads afresh, right before a booking or a move commits. Either answers null
 * while a calendar cannot be read and its last good read is too old to trust.
 */
export interface CalendarBusyTimes {
  busy(range: TimeRange, timeZone: string): Promise<CalendarBusyTime[] | null>;
  confirm(range: TimeRange, timeZone: string): Promise<CalendarBusyTime[] | null>;
}

type TimeRange = { from: Temporal.Instant; to: Temporal.Instant };
