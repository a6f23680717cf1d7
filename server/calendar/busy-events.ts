import ICAL from "ical.js";
import {
  occurrences,
  RAW_TIME_MARGIN_SECONDS,
  readBudget,
  type StepBudget,
} from "./busy-occurrences";
import type { CalendarEvent, ReadRange } from "./busy-span";
import { ruleThatNeverMatches } from "./recurrence-probe";

/** An event of the calendar whose time is not counted (or, `once`, only its first time). */
export type SkippedEvent = { uid: string; summary: string; why: string; once: boolean };

/** What reading a calendar found: the busy time, and the events it had to leave out. */
export type CalendarRead = {
  events: CalendarEvent[];
  /** The first few left out, to name in the inbox; `skippedCount` counts them all. */
  skipped: SkippedEvent[];
  skippedCount: number;
};

/** How many skipped events one read names: the inbox lists them, and the rest are counted. */
export const SKIPPED_NAMED = 10;
const SUMMARY_CHARACTERS = 80;

/** An iCalendar text could not be read at all (not one of its events: those are skipped alone). */
export class CalendarParseError extends Error {}

/** Told as a read goes, so that a read stopped at its deadline can say how far it went. */
export interface ReadProgress {
  parsed(events: number): void;
  event(recurring: boolean): void;
}

/**
 * The busy events of an iCalendar text (a feed, or one CalDAV object) that meet `range`,
 * recurring ones expanded with their EXDATEs and RECURRENCE-ID overrides. Zones come from the
 * text's own VTIMEZONEs; a TZID it does not declare is read as the IANA zone of that name, and
 * floating times as the agency's. Cancelled, transparent ("show as available") and free events
 * hold nothing. An event that cannot be read, or whose repeat rule never matches, is skipped and
 * named, and never hides the others' busy time.
 */
export function busyEventsOf(
  text: string,
  range: ReadRange,
  agencyZone: string,
  { budget = readBudget(), progress }: { budget?: StepBudget; progress?: ReadProgress } = {},
): CalendarRead {
  const { zones, vevents } = parsedCalendar(text, range);
  progress?.parsed(vevents.length);
  const read: CalendarRead = { events: [], skipped: [], skippedCount: 0 };
  const skip = (component: ICAL.Component, why: string, once = false) => {
    read.skippedCount++;
    if (read.skipped.length < SKIPPED_NAMED) read.skipped.push(named(component, why, once));
  };
  withDeclaredZones(zones, () => {
    for (const { component, event, problem } of relatedEvents(vevents)) {
      progress?.event(event?.isRecurring() ?? false);
      if (!event) {
        skip(component, problem);
        continue;
      }
      try {
        const never = event.isRecurring() ? ruleThatNeverMatches(event) : null;
        if (never) skip(component, `its repeat rule never matches (${never})`, true);
        read.events.push(...occurrences(event, range, agencyZone, budget, never !== null));
      } catch (error) {
        skip(component, `it could not be read (${(error as Error).message})`);
      }
    }
  });
  return read;
}

/**
 * The calendar's VTIMEZONEs, and those of its VEVENTs that may meet `range`, as children of the
 * VTIMEZONEs alone. ical.js looks a TZID up among the VTIMEZONEs of an event's calendar, walking
 * every component of it each time a TZID is not declared there (a feed written with IANA names),
 * which made a large feed's read quadratic.
 */
function parsedCalendar(text: string, range: ReadRange) {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    throw new CalendarParseError(`not iCalendar data (${(error as Error).message})`);
  }
  const [name, properties, components] = jcal as [unknown, unknown[], JcalComponent[]];
  if (name !== "vcalendar") throw new CalendarParseError("not a VCALENDAR");
  const zones = new ICAL.Component([
    "vcalendar",
    properties,
    components.filter(([kind]) => kind === "vtimezone"),
  ]);
  const vevents = components
    .filter(
      ([kind, eventProperties]) => kind === "vevent" && !plainlyOutside(eventProperties, range),
    )
    .map((vevent) => new ICAL.Component(vevent, zones));
  return { zones, vevents };
}

type JcalComponent = [string, [string, unknown, string, ...unknown[]][], unknown[]];

/** A margin that covers an all-day event with no end (a day) beyond a raw time's own. */
const OUTSIDE_MARGIN_SECONDS = RAW_TIME_MARGIN_SECONDS + 24 * 3600;

/**
 * Whether a one-off event lies plainly outside `range`, told from ical.js's parsed values (jCal)
 * before any of it is made into objects: a booking's read of a few days skips most of a large
 * feed so. Times are read as UTC, with a margin for their zone; a repeating event, an override,
 * or anything unclear is kept, for the exact reading.
 */
function plainlyOutside(properties: JcalComponent[1], range: ReadRange): boolean {
  let start = NaN;
  let end = NaN;
  let duration = 0;
  for (const [name, , , value] of properties) {
    if (name === "rrule" || name === "rdate" || name === "recurrence-id") return false;
    if (typeof value !== "string") continue;
    if (name === "dtstart") start = rawSeconds(value);
    else if (name === "dtend") end = rawSeconds(value);
    else if (name === "duration") duration = durationSeconds(value);
  }
  const last = Math.max(Number.isNaN(end) ? start : end, start + duration);
  if (Number.isNaN(last)) return false;
  return (
    last + OUTSIDE_MARGIN_SECONDS < range.from.epochMilliseconds / 1000 ||
    start - OUTSIDE_MARGIN_SECONDS > range.to.epochMilliseconds / 1000
  );
}

function durationSeconds(value: string): number {
  try {
    return ICAL.Duration.fromString(value).toSeconds();
  } catch {
    return NaN; // Kept, for the exact reading to skip and name.
  }
}

/** A jCal date ("2027-03-01") or date-time ("2027-03-01T09:00:00", maybe with Z) as UTC seconds. */
const rawSeconds = (value: string) =>
  Date.parse(value.length === 10 ? value : `${value.slice(0, 19)}Z`) / 1000;

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

type Related =
  | { component: ICAL.Component; event: ICAL.Event; problem?: never }
  | { component: ICAL.Component; event: null; problem: string };

/**
 * Each master event with its overrides, related by UID in one pass; an override without a master
 * alone. Left to itself, ical.js relates to each master every override of the calendar, whatever
 * its UID, scanning all the calendar's VEVENTs again for each: given them, it does neither.
 */
function relatedEvents(vevents: ICAL.Component[]): Related[] {
  const masters: ICAL.Component[] = [];
  const overrides = new Map<string, { component: ICAL.Component; event: ICAL.Event }[]>();
  for (const component of vevents) {
    if (!component.hasProperty("recurrence-id")) {
      masters.push(component);
      continue;
    }
    const uid = uidOf(component);
    const ofUid = overrides.get(uid) ?? [];
    ofUid.push({ component, event: new ICAL.Event(component) });
    overrides.set(uid, ofUid);
  }
  const related = masters.map((component): Related => {
    const uid = uidOf(component);
    const exceptions = (overrides.get(uid) ?? []).map(({ event }) => event);
    overrides.delete(uid);
    try {
      return {
        component,
        event: new ICAL.Event(component, { exceptions, strictExceptions: true }),
      };
    } catch (error) {
      return {
        component,
        event: null,
        problem: `it could not be read (${(error as Error).message})`,
      };
    }
  });
  return [...related, ...[...overrides.values()].flat()];
}

const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue("uid") ?? "");

function named(component: ICAL.Component, why: string, once: boolean): SkippedEvent {
  const summary = String(component.getFirstPropertyValue("summary") ?? "").trim();
  return { uid: uidOf(component), summary: summary.slice(0, SUMMARY_CHARACTERS), why, once };
}
