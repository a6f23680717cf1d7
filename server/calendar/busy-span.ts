import { Temporal } from "temporal-polyfill";

/**
 * Time a calendar event holds: an exact span, or whole days of the agency (an all-day event),
 * which become instants only once the agency's zone is known, since staff may change it.
 */
export type CalendarEvent = { uid: string } & (
  | { start: Temporal.Instant; end: Temporal.Instant }
  | { firstDay: Temporal.PlainDate; dayAfter: Temporal.PlainDate }
);

export type ReadRange = { from: Temporal.Instant; to: Temporal.Instant };

/** The instants an event holds in the agency's zone: an all-day event, from midnight to midnight. */
export function heldSpan(
  event: CalendarEvent,
  zone: string,
): { start: Temporal.Instant; end: Temporal.Instant } {
  if ("start" in event) return { start: event.start, end: event.end };
  return {
    start: event.firstDay.toZonedDateTime({ timeZone: zone }).toInstant(),
    end: event.dayAfter.toZonedDateTime({ timeZone: zone }).toInstant(),
  };
}

export function meets(event: CalendarEvent, range: ReadRange, zone: string): boolean {
  const { start, end } = heldSpan(event, zone);
  return (
    Temporal.Instant.compare(start, range.to) < 0 && Temporal.Instant.compare(end, range.from) > 0
  );
}
