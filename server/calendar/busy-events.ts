import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { isIanaTimeZone } from "../../core/booking/time-zone";
import { iteratorFrom } from "./recurrence-fast-forward";

/**
 * Time a calendar event holds: an exact span, or whole days of the agency (an all-day event),
 * which become instants only once the agency's zone is known, since staff may change it.
 */
export type CalendarEvent = { uid: string } & (
  | { start: Temporal.Instant; end: Temporal.Instant }
  | { firstDay: Temporal.PlainDate; dayAfter: Temporal.PlainDate }
);

export type ReadRange = { from: Temporal.Instant; to: Temporal.Instant };

/** An iCalendar text could not be read at all (not one of its events: those are skipped alone). */
export class CalendarParseError extends Error {}

/**
 * Steps of ical.js's recurrence iterator one event, and one read of a calendar, may take: a daily
 * event from 1970 takes about 21,000 to reach today, a minutely one from last year far more. Past
 * either, the event holds the whole range read: its time there is unknown, never free.
 */
export const STEPS_PER_EVENT = 200_000;
export const STEPS_PER_READ = 1_000_000;
/** What is left of one read's steps, shared by every text of that read. */
export type StepBudget = { left: number };
export const readBudget = (): StepBudget => ({ left: STEPS_PER_READ });
/**
 * An occurrence moved by a RECURRENCE-ID override may land up to this far from its original; it
 * also covers reading times by their raw UTC seconds, up to 14 hours off for a floating time.
 */
const MOVED_MARGIN_SECONDS = 31 * 24 * 3600;

/**
 * The busy events of an iCalendar text (a feed, or one CalDAV object) that meet `range`,
 * recurring ones expanded with their EXDATEs and RECURRENCE-ID overrides. Zones come from the
 * text's own VTIMEZONEs; a TZID it does not declare is read as the IANA zone of that name, and
 * floating times as the agency's. Cancelled, transparent ("show as available") and free events
 * hold nothing.
 */
export function busyEventsOf(
  text: string,
  range: ReadRange,
  agencyZone: string,
  budget: StepBudget = readBudget(),
): CalendarEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new CalendarParseError(`not iCalendar data (${(error as Error).message})`);
  }
  if (calendar.name !== "vcalendar") throw new CalendarParseError("not a VCALENDAR");
  return withDeclaredZones(calendar, () => {
    const events: CalendarEvent[] = [];
    for (const event of relatedEvents(calendar)) {
      try {
        events.push(...occurrences(event, range, agencyZone, budget));
      } catch {
        // One malformed event (a broken RRULE, a bad date) must not hide the others' busy time.
      }
    }
    return events;
  });
}

/** The calendar's VTIMEZONEs registered while `read` runs (it is synchronous), then removed. */
function withDeclaredZones<T>(calendar: ICAL.Component, read: () => T): T {
  const replaced = new Map<string, ICAL.Timezone | null>();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid") ?? "");
    if (!tzid || replaced.has(tzid)) continue;
    replaced.set(tzid, ICAL.TimezoneService.has(tzid) ? ICAL.TimezoneService.get(tzid) : null);
    ICAL.TimezoneService.register(zone);
  }
  try {
    return read();
  } finally {
    for (const [tzid, earlier] of replaced) {
      ICAL.TimezoneService.remove(tzid);
      if (earlier) ICAL.TimezoneService.register(earlier, tzid);
    }
  }
}

/** Each master event with its overrides related to it; an override without a master alone. */
function relatedEvents(calendar: ICAL.Component): ICAL.Event[] {
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    if (component.hasProperty("recurrence-id")) overrides.push(event);
    else masters.set(event.uid, event);
  }
  const alone: ICAL.Event[] = [];
  for (const override of overrides) {
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    else alone.push(override);
  }
  return [...masters.values(), ...alone];
}

function occurrences(
  event: ICAL.Event,
  range: ReadRange,
  zone: string,
  budget: StepBudget,
): CalendarEvent[] {
  const tzid = zoneParameter(event.component);
  if (!event.isRecurring()) {
    const one = holds(event) ? spanOf(event.uid, event.startDate, event.endDate, tzid, zone) : null;
    return one && meets(one, range, zone) ? [one] : [];
  }
  const found: CalendarEvent[] = [];
  // Occurrences are compared by raw seconds, so those long past cost no conversion at all.
  const skipBefore =
    range.from.epochMilliseconds / 1000 - MOVED_MARGIN_SECONDS - event.duration.toSeconds();
  const stopAfter = range.to.epochMilliseconds / 1000 + MOVED_MARGIN_SECONDS;
  const iterator = iteratorFrom(event, skipBefore);
  for (let step = 0; ; step++) {
    if (step >= STEPS_PER_EVENT || budget.left-- <= 0)
      return holdsAnything(event) ? [whole(event.uid, range)] : [];
    const next = iterator.next();
    if (!next) break;
    const seconds = next.toUnixTime();
    if (seconds > stopAfter) break;
    if (seconds < skipBefore) continue;
    const details = event.getOccurrenceDetails(next);
    if (!holds(details.item)) continue;
    const itemZone = zoneParameter(details.item.component) ?? tzid;
    const span = spanOf(event.uid, details.startDate, details.endDate, itemZone, zone);
    if (span && meets(span, range, zone)) found.push(span);
  }
  return found;
}

/** Whether any occurrence of a recurring event may hold time: it does, or one override does. */
const holdsAnything = (event: ICAL.Event) =>
  holds(event) || Object.keys(event.exceptions).length > 0; // keyed by RECURRENCE-ID, not a list

const whole = (uid: string, range: ReadRange): CalendarEvent => ({
  uid,
  start: range.from,
  end: range.to,
});

/** Whether the event holds its time: not cancelled, not transparent, not shown as free. */
function holds(event: ICAL.Event): boolean {
  const value = (name: string) =>
    String(event.component.getFirstPropertyValue(name) ?? "").toUpperCase();
  return (
    value("status") !== "CANCELLED" &&
    value("transp") !== "TRANSPARENT" &&
    value("x-microsoft-cdo-busystatus") !== "FREE"
  );
}

function zoneParameter(component: ICAL.Component): string | undefined {
  const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
}

function spanOf(
  uid: string,
  start: ICAL.Time,
  end: ICAL.Time | null,
  tzid: string | undefined,
  zone: string,
): CalendarEvent | null {
  if (start.isDate) {
    const firstDay = plainDateOf(start);
    const dayAfter = end && end.isDate ? plainDateOf(end) : firstDay.add({ days: 1 });
    return Temporal.PlainDate.compare(dayAfter, firstDay) > 0 ? { uid, firstDay, dayAfter } : null;
  }
  const from = instantOf(start, tzid, zone);
  const until = end ? instantOf(end, tzid, zone) : from;
  return Temporal.Instant.compare(until, from) > 0 ? { uid, start: from, end: until } : null;
}

/**
 * The instant of an iCalendar time: exact when its zone is UTC or declared in the text; else its
 * wall-clock time in the IANA zone its TZID names, or in the agency's zone (floating, or a TZID
 * nobody declared that is no IANA name either).
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, zone: string): Temporal.Instant {
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) {
    return Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000);
  }
  const wallZone = tzid && isIanaTimeZone(tzid) ? tzid : zone;
  return Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: Math.min(time.second, 59),
  })
    .toZonedDateTime(wallZone)
    .toInstant();
}

function plainDateOf(time: ICAL.Time): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });
}

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

function meets(event: CalendarEvent, range: ReadRange, zone: string): boolean {
  const { start, end } = heldSpan(event, zone);
  return (
    Temporal.Instant.compare(start, range.to) < 0 && Temporal.Instant.compare(end, range.from) > 0
  );
}
