import ICAL from "ical.js";

const DAY_SECONDS = 24 * 3600;

/**
 * ical.js's iterator over a recurring event's occurrences, started as late before `skipBefore`
 * (UTC seconds) as gives the same occurrences from there on: ical.js can only step from DTSTART,
 * and a weekly event from 2015 is 3,000 steps to today. Only a rule whose occurrences repeat
 * unchanged every whole number of days is started late: one daily or weekly RRULE, no COUNT,
 * no RDATE, no part but BYDAY, and a DTSTART on one of its BYDAY days (one off them is an edge
 * of the standard that readers treat differently). Any other event is stepped from its DTSTART.
 */
export function iteratorFrom(event: ICAL.Event, skipBefore: number): ICAL.RecurExpansion {
  const days = periodDays(event);
  const start = event.startDate;
  const periods = days ? Math.floor((skipBefore - start.toUnixTime()) / (days * DAY_SECONDS)) : 0;
  if (!days || periods <= 0) return event.iterator();
  const later = start.clone();
  // Whole days in the event's own zone: the wall-clock time, which its repeats keep, stays.
  later.adjust(periods * days, 0, 0, 0);
  return event.iterator(later);
}

/** Every how many days the event's occurrences repeat unchanged, or null when not so plainly. */
function periodDays(event: ICAL.Event): number | null {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return null;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const parts = Object.keys(rule.parts);
  if (rule.count || parts.some((part) => part !== "BYDAY")) return null;
  const weekdays = (rule.parts.BYDAY as string[] | undefined) ?? [];
  const weekday = ICAL.Recur.numericDayToIcalDay(event.startDate.dayOfWeek());
  if (weekdays.length > 0 && !weekdays.includes(weekday)) return null;
  const interval = rule.interval || 1;
  if (rule.freq === "WEEKLY") return 7 * interval;
  // A daily rule kept to some weekdays repeats by whole weeks as well as by its interval.
  if (rule.freq === "DAILY") return weekdays.length > 0 ? 7 * interval : interval;
  return null;
}
