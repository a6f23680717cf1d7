/**
 * The dashboard's periods: today, the last 7 or 30 days (today included), or a chosen range of
 * whole UTC days; each compared with the period of the same length just before it.
 */
export const periodChoices = ["today", "7d", "30d", "range"] as const;
export type PeriodChoice = (typeof periodChoices)[number];

export interface Period {
  choice: PeriodChoice;
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
}

/** A chosen range may span up to a year (and the year before is its comparison). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const shift = (day: string, days: number) => isoDay(Date.parse(day) + days * DAY_MS);
const isDay = (text: string) => DAY.test(text) && isoDay(Date.parse(text)) === text;

function periodOf(choice: PeriodChoice, from: string, to: string): Period {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return { choice, from, to, days, previous: { from: shift(from, -days), to: shift(from, -1) } };
}

export const periodProblems = {
  badDay: "Choose the range's first and last day as dates, such as 2026-11-01.",
  reversed: "The range's first day must come before its last.",
  future: "The range cannot end after today.",
  tooLong: `A range spans at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** The period the dashboard's query asks for (the last 7 days when it asks for none), or why not. */
export function periodFromSearch(
  search: URLSearchParams,
  now: number,
): { period: Period } | { problem: string } {
  const today = isoDay(now);
  const choice = search.get("period") ?? "7d";
  if (choice === "today") return { period: periodOf("today", today, today) };
  if (choice === "30d") return { period: periodOf("30d", shift(today, -29), today) };
  if (choice !== "range") return { period: periodOf("7d", shift(today, -6), today) };
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  if (!isDay(from) || !isDay(to)) return { problem: periodProblems.badDay };
  if (from > to) return { problem: periodProblems.reversed };
  if (to > today) return { problem: periodProblems.future };
  const period = periodOf("range", from, to);
  if (period.days > MAX_RANGE_DAYS) return { problem: periodProblems.tooLong };
  return { period };
}

/** Every day of a period, first to last. */
export function daysOf({ from, days }: Pick<Period, "from" | "days">): string[] {
  return Array.from({ length: days }, (_, i) => shift(from, i));
}
