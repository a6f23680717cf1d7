import { Temporal } from "temporal-polyfill";

/**
 * A wall-clock time of the agency's day, "HH:MM" on the 24-hour clock. "24:00" ends a day's
 * hours at midnight, so hours can run to the end of a day (20:00–24:00).
 */
export type TimeOfDay = string;

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const END_OF_DAY = "24:00";

export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/** Zero-padded "HH:MM" strings order as their times do, "24:00" last. */
export function compareTimesOfDay(a: TimeOfDay, b: TimeOfDay): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The instant a wall-clock time of `date` happens in `timeZone`. A time skipped by a DST change
 * (02:30 on a spring-forward night) moves forward by the gap, and a repeated one (01:30 on a
 * fall-back night) takes its earlier occurrence: Temporal's "compatible" choice, as calendars do.
 */
export function instantOnDate(
  date: Temporal.PlainDate,
  time: TimeOfDay,
  timeZone: string,
): Temporal.Instant {
  const [day, clock] = time === END_OF_DAY ? [date.add({ days: 1 }), MIDNIGHT] : [date, time];
  return day.toPlainDateTime(plainTime(clock)).toZonedDateTime(timeZone).toInstant();
}

const MIDNIGHT = "00:00";
const parsedTimes = new Map<TimeOfDay, Temporal.PlainTime>();

/** Hours repeat day after day: parse each time of day once. */
function plainTime(time: TimeOfDay): Temporal.PlainTime {
  let parsed = parsedTimes.get(time);
  if (!parsed) {
    parsed = Temporal.PlainTime.from(time);
    parsedTimes.set(time, parsed);
  }
  return parsed;
}
