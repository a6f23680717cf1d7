import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { isIanaTimeZone } from "../../core/booking/time-zone";
import { meets, type CalendarEvent, type ReadRange } from "./busy-span";
import { iteratorFrom } from "./recurrence-fast-forward";

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
 * How far a time read by its raw UTC seconds may be from its instant: a floating time, an
 * undeclared TZID or an all-day date is read as UTC there, up to 14 hours off.
 */
export const RAW_TIME_MARGIN_SECONDS = 24 * 3600;
/** An occurrence moved by a RECURRENCE-ID override may land up to this far from its original. */
const MOVED_MARGIN_SECONDS = 30 * 24 * 3600 + RAW_TIME_MARGIN_SECONDS;

/**
 * The busy time of one event (a master with its overrides, or an override alone) meeting `range`.
 * `once`: its repeat rule never matches, so only its first time counts.
 */
export function occurrences(
  event: ICAL.Event,
  range: ReadRange,
  zone: string,
  budget: StepBudget,
  once = false,
): CalendarEvent[] {
  const tzid = zoneParameter(event.component);
  if (once || !event.isRecurring()) {
    const { startDate, endDate } = event;
    // Most of a large feed lies outside a booking's few days: those cost no conversion at all.
    const last = (endDate ?? startDate).toUnixTime() + RAW_TIME_MARGIN_SECONDS;
    const first = startDate.toUnixTime() - RAW_TIME_MARGIN_SECONDS;
    if (last < range.from.epochMilliseconds / 1000 || first > range.to.epochMilliseconds / 1000)
      return [];
    const one = holds(event) ? spanOf(event.uid, startDate, endDate, tzid, zone) : null;
    return one && meets(one, range, zone) ? [one] : [];
  }
  // A free repeating event with no moved occurrence frees every one: nothing to step through.
  if (!holdsAnything(event)) return [];
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
  const wallZone = tzid && ianaZone(tzid) ? tzid : zone;
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

/** Whether a TZID is an IANA zone's name, asked once per name: a feed repeats a few of them. */
const ianaNames = new Map<string, boolean>();
function ianaZone(tzid: string): boolean {
  let known = ianaNames.get(tzid);
  if (known === undefined) ianaNames.set(tzid, (known = isIanaTimeZone(tzid)));
  return known;
}

function plainDateOf(time: ICAL.Time): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });
}
