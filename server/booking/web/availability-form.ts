import {
  weekdays,
  type DateOverride,
  type HoursInterval,
} from "../../../core/booking/availability-schema";
import { settingsFormErrors } from "../../../core/booking/settings-words";

/**
 * The availability page's forms, read into what the settings store checks. A form sends text: a
 * number that is not one becomes NaN, which the engine's schema refuses in words; a field that
 * is missing reads as empty. Nothing here decides what is allowed, only what was sent.
 */

type Form = Pick<FormData, "get" | "getAll">;

const MAX_TEXT = 200;
/** More rows than a day may keep, so the schema's own limit is the one staff are told about. */
const MAX_ROWS = 16;

const text = (form: Form, name: string) =>
  String(form.get(name) ?? "")
    .slice(0, MAX_TEXT)
    .trim();

function wholeNumber(value: string): number {
  return /^-?\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
}

/** The meeting type form: every number as a number, an empty daily limit as none. */
export function meetingTypeFromForm(form: Form) {
  const number = (name: string) => wholeNumber(text(form, name));
  const perDay = text(form, "maxPerDay");
  return {
    id: text(form, "id"),
    name: text(form, "name"),
    lengthMinutes: number("lengthMinutes"),
    bufferBeforeMinutes: number("bufferBeforeMinutes"),
    bufferAfterMinutes: number("bufferAfterMinutes"),
    minimumNoticeMinutes: number("minimumNoticeMinutes"),
    horizonDays: number("horizonDays"),
    maxPerDay: perDay === "" ? null : wholeNumber(perDay),
    slotStepMinutes: number("slotStepMinutes"),
  };
}

/** A time picker cannot say 24:00: an end of 00:00 is the midnight that ends the day. */
const endOfDay = (end: string) => (end === "00:00" ? "24:00" : end);

type Read<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Rows with both times are hours; empty rows are dropped; a row with one time is a problem. */
function intervalsOf(
  starts: string[],
  ends: string[],
  label: string,
  skip?: number,
): Read<HoursInterval[]> {
  if (starts.length > MAX_ROWS || ends.length > MAX_ROWS) {
    return { ok: false, problems: [settingsFormErrors.tooManyFields] };
  }
  const intervals: HoursInterval[] = [];
  for (let row = 0; row < Math.max(starts.length, ends.length); row++) {
    if (row === skip) continue;
    const start = (starts[row] ?? "").trim().slice(0, 10);
    const end = (ends[row] ?? "").trim().slice(0, 10);
    if (!start && !end) continue;
    if (!start || !end) return { ok: false, problems: [settingsFormErrors.halfInterval(label)] };
    intervals.push({ start, end: endOfDay(end) });
  }
  return { ok: true, value: intervals };
}

const all = (form: Form, name: string) => form.getAll(name).map((value) => String(value));
const dayLabel = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/**
 * The zone and each weekday's rows (`monday-start`, `monday-end`, repeated). A `remove` button
 * names the row it takes away (`monday:1`), so removing works without JavaScript and keeps what
 * was typed in the other rows.
 */
export function weeklyHoursFromForm(form: Form) {
  const [removeDay, removeRow] = text(form, "remove").split(":");
  const weekly: Record<string, HoursInterval[]> = {};
  const problems: string[] = [];
  for (const day of weekdays) {
    const skip = day === removeDay ? wholeNumber(removeRow ?? "") : undefined;
    const read = intervalsOf(
      all(form, `${day}-start`),
      all(form, `${day}-end`),
      dayLabel(day),
      skip,
    );
    if (read.ok) weekly[day] = read.value;
    else problems.push(...read.problems);
  }
  const hours = { timeZone: text(form, "timeZone"), weekly };
  return problems.length ? { ok: false as const, problems } : { ok: true as const, value: hours };
}

/** A day off, or other hours (one or more rows) on one date. */
export function dateOverrideFromForm(form: Form): Read<DateOverride> {
  const date = text(form, "date");
  if (text(form, "kind") !== "hours") return { ok: true, value: { date, intervals: [] } };
  const read = intervalsOf(all(form, "start"), all(form, "end"), date || "The date");
  if (read.ok && read.value.length > 0) return { ok: true, value: { date, intervals: read.value } };
  return { ok: false, problems: [settingsFormErrors.otherHours(date || "The date")] };
}
