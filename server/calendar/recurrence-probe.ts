import ICAL from "ical.js";

/**
 * How many candidate times ical.js may try for a rule's first repeat before the rule is taken
 * never to match: 28 years of days, the cycle in which months, month days, weekdays and year days
 * all come round again. ical.js gives up by itself only on monthly and yearly rules; a daily rule
 * for 30 February (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) it tries forever. A finer rule (hourly,
 * minutely) whose first repeat lies further than this many tries is taken not to match either.
 */
export const TRIES_PER_REPEAT = 28 * 366;

/** Verdicts kept for the thread's life: a feed is read again every few minutes. */
const verdicts = new Map<string, boolean>();
const KEPT_VERDICTS = 10_000;

class NoRepeatFound extends Error {}

/** The first of the event's repeat rules that never matches after its start, as text; or null. */
export function ruleThatNeverMatches(event: ICAL.Event): string | null {
  for (const property of event.component.getAllProperties("rrule")) {
    const rule = property.getFirstValue() as ICAL.Recur;
    if (neverMatches(rule, event.startDate)) return rule.toString();
  }
  return null;
}

function neverMatches(rule: ICAL.Recur, start: ICAL.Time): boolean {
  const key = `${rule.toString()} ${start.toString()} ${start.zone?.tzid ?? ""}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = triesOut(rule, start);
  if (verdicts.size >= KEPT_VERDICTS) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}

/** Whether the rule's first repeat after `start` takes more than its tries (the start is free). */
function triesOut(rule: ICAL.Recur, start: ICAL.Time): boolean {
  const iterator = rule.iterator(start);
  const check = iterator.check_contracting_rules.bind(iterator);
  let tries = 0;
  // The only hook into ical.js's search for the next repeat: each candidate time is checked here.
  iterator.check_contracting_rules = () => {
    if (++tries > TRIES_PER_REPEAT) throw new NoRepeatFound();
    return check();
  };
  try {
    iterator.next();
    iterator.next();
    return false;
  } catch (error) {
    if (error instanceof NoRepeatFound) return true;
    throw error;
  }
}
