import type { BookingRequest } from "../booking-request";

/** The clock of the booking tests: every slot they book lies after it. */
export const NOW = new Date("2027-03-01T12:00:00.000Z");

const MINUTE_MS = 60_000;

/**
 * A 30-minute consultation with 15 minutes of buffer on either side, starting at `start`, for the
 * person numbered `person` (their own e-mail address and phone number).
 */
export function sampleBooking(
  start: string,
  person = 1,
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  const startsAt = new Date(start);
  return {
    meetingTypeId: "consultation",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * MINUTE_MS),
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    visitor: {
      name: `Visitor ${person}`,
      email: `visitor${person}@example.com`,
      phone: `+1 555 010 ${String(person).padStart(4, "0")}`,
      timeZone: "Europe/Madrid",
    },
    notes: "About a booking assistant",
    source: "web",
    actor: "visitor",
    ...overrides,
  };
}
