import type { Availability, MeetingType } from "../../../core/booking/availability-schema";

/** The meeting types offered and the agency's hours, as the booking service reads them. */
export interface BookingSettings {
  meetingTypes: MeetingType[];
  availability: Availability;
}

/**
 * Where the settings come from, asked afresh for each request so a change of hours shows in the
 * next slots: the stored settings (store/availability.ts), the content's defaults until staff keep
 * their own in the inbox.
 */
export type AvailabilityProvider = () => Promise<BookingSettings>;
