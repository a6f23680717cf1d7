import { Temporal } from "temporal-polyfill";
import { instantOnDate } from "./time-of-day";

/**
 * A day as the visitor names it ("2027-03-17" where they are), for "what is free on Wednesday?":
 * the visitor's day starts and ends at their own midnights, which need not be the agency's.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class MalformedDateError extends Error {
  readonly code = "malformed-date";
  constructor(readonly input: string) {
    super(`Not a date such as 2027-03-16: ${JSON.stringify(input.slice(0, 60))}`);
    this.name = "MalformedDateError";
  }
}

/** The calendar date `text` names, strictly "YYYY-MM-DD"; throws MalformedDateError otherwise. */
export function parseIsoDate(text: string): Temporal.PlainDate {
  if (!ISO_DATE.test(text)) throw new MalformedDateError(text);
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    throw new MalformedDateError(text);
  }
}

export function isIsoDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** The instants of `date` in `timeZone`, from its first moment to the next day's: [from, to). */
export function visitorDayRange(
  date: Temporal.PlainDate,
  timeZone: string,
): { from: Temporal.Instant; to: Temporal.Instant } {
  return {
    from: instantOnDate(date, "00:00", timeZone),
    to: instantOnDate(date, "24:00", timeZone),
  };
}
