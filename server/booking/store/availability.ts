import type { Kysely, Transaction } from "kysely";
import {
  checkAvailability,
  checkMeetingType,
  weekdays,
  type Availability,
  type DateOverride,
  type SettingCheck,
  type WeeklyHours,
} from "../../../core/booking/availability-schema";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { settingsChanges, settingsFormErrors } from "../../../core/booking/settings-words";
import { newId } from "../../db/ids";
import type { BookingSettingTable, BookingSettingsLogTable, Database } from "../../db/schema";
import { BOOKING_LIMITS } from "./request";
import type { BookingSettings } from "./settings";
import type { BookingSite } from "./bookings";
import { inBookingTransaction } from "./writes";

export type SettingsChange =
  { ok: true; settings: BookingSettings; changed: boolean } | { ok: false; problems: string[] };

const DEFAULTS = {
  "meeting-types": [defaultMeetingType],
  hours: defaultAvailability,
} satisfies Record<BookingSettingTable["key"], unknown>;

function valueOf<T>(check: SettingCheck<T>, what: string): T {
  if (check.ok) return check.value;
  const problems = check.problems.map((problem) => problem.message).join(" ");
  throw new Error(`the stored ${what} are not valid: ${problems}`);
}

function settingsFrom(rows: Pick<BookingSettingTable, "key" | "value">[]): BookingSettings {
  const stored = (key: BookingSettingTable["key"]) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row ? (JSON.parse(row.value) as unknown) : DEFAULTS[key];
  };
  const types = stored("meeting-types") as unknown[];
  return {
    meetingTypes: types.map((type) => valueOf(checkMeetingType(type), "meeting types")),
    availability: valueOf(checkAvailability(stored("hours")), "hours"),
  };
}

/**
 * The booking settings as staff last saved them, or the content's defaults where nothing is
 * stored yet: the availability provider of the booking service.
 */
export async function storedAvailability(db: Kysely<Database>): Promise<BookingSettings> {
  return settingsFrom(await db.selectFrom("booking_settings").select(["key", "value"]).execute());
}

/** The newest changes first, for the availability page. */
export function settingsLog(db: Kysely<Database>, limit = 20): Promise<BookingSettingsLogTable[]> {
  return db
    .selectFrom("booking_settings_log")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(limit, 1), 200))
    .execute();
}

/** Replaces the meeting type with the same id; a type that does not exist is refused. */
export function saveMeetingType(site: BookingSite, input: unknown, actor: string, now: Date) {
  const checked = checkMeetingType(input);
  if (!checked.ok) return refused(checked);
  const next = checked.value;
  return change(site, actor, now, (settings) => {
    const before = settings.meetingTypes.find((type) => type.id === next.id);
    if (!before) return { problems: [settingsFormErrors.unknownMeetingType] };
    return {
      key: "meeting-types",
      value: settings.meetingTypes.map((type) => (type.id === next.id ? next : type)),
      words: settingsChanges.meetingType(before, next),
      changed: JSON.stringify(before) !== JSON.stringify(next),
    };
  });
}

/** The agency's zone and weekly hours; date overrides stay as they are. */
export function saveWeeklyHours(
  site: BookingSite,
  input: { timeZone: string; weekly: Record<string, unknown> },
  actor: string,
  now: Date,
) {
  return changeHours(site, actor, now, (hours) => {
    const checked = checkAvailability({ ...hours, timeZone: input.timeZone, weekly: input.weekly });
    if (!checked.ok) return checked;
    const next = checked.value;
    const parts = [
      ...(next.timeZone === hours.timeZone
        ? []
        : [settingsChanges.timeZone(hours.timeZone, next.timeZone)]),
      ...changedDays(hours.weekly, next.weekly),
    ];
    return { ok: true, value: next, words: parts.join(". ") };
  });
}

function changedDays(before: WeeklyHours, after: WeeklyHours): string[] {
  const days = weekdays.filter((day) => JSON.stringify(before[day]) !== JSON.stringify(after[day]));
  return days.length === 0
    ? []
    : [settingsChanges.weeklyHours(days.map((day) => settingsChanges.weekday(day, after[day])))];
}

/** A day off (no intervals) or other hours on one date; a date may have one override. */
export function addDateOverride(site: BookingSite, input: DateOverride, actor: string, now: Date) {
  return changeHours(site, actor, now, (hours) => {
    const checked = checkAvailability({ ...hours, overrides: [...hours.overrides, input] });
    if (!checked.ok) return checked;
    const added = checked.value.overrides.find((override) => override.date === input.date)!;
    const overrides = [...checked.value.overrides].sort((a, b) => a.date.localeCompare(b.date));
    return {
      ok: true,
      value: { ...checked.value, overrides },
      words: settingsChanges.overrideAdded(added.date, added.intervals),
    };
  });
}

export function removeDateOverride(site: BookingSite, date: string, actor: string, now: Date) {
  return changeHours(site, actor, now, (hours) => {
    const overrides = hours.overrides.filter((override) => override.date !== date);
    if (overrides.length === hours.overrides.length) {
      return {
        ok: false,
        problems: [{ path: "", message: settingsFormErrors.unknownOverride(date.slice(0, 20)) }],
      };
    }
    return {
      ok: true,
      value: { ...hours, overrides },
      words: settingsChanges.overrideRemoved(date),
    };
  });
}

type HoursChange =
  | { ok: true; value: Availability; words: string }
  | { ok: false; problems: { path: string; message: string }[] };

function changeHours(
  site: BookingSite,
  actor: string,
  now: Date,
  edit: (hours: Availability) => HoursChange,
) {
  return change(site, actor, now, ({ availability }) => {
    const edited = edit(availability);
    if (!edited.ok) return { problems: edited.problems.map((problem) => problem.message) };
    return {
      key: "hours",
      value: edited.value,
      words: edited.words,
      changed: JSON.stringify(availability) !== JSON.stringify(edited.value),
    };
  });
}

const refused = async (check: { problems: { message: string }[] }): Promise<SettingsChange> => ({
  ok: false,
  problems: check.problems.map((problem) => problem.message),
});

type Edit =
  | { problems: string[] }
  | { key: BookingSettingTable["key"]; value: unknown; words: string; changed: boolean };

/**
 * Reads the settings, applies one edit and logs it, in one transaction. The rows are made (with
 * the defaults) before they are read for update, so two staff members saving at once on two
 * instances change them one after the other, each on top of the other's change.
 */
async function change(
  site: BookingSite,
  actor: string,
  now: Date,
  edit: (settings: BookingSettings) => Edit,
): Promise<SettingsChange> {
  return inBookingTransaction(site, async (trx) => {
    const settings = await lockedSettings(site, trx, actor, now);
    const edited = edit(settings);
    if ("problems" in edited) return { ok: false, problems: edited.problems };
    if (!edited.changed) return { ok: true, settings, changed: false };
    const at = now.toISOString();
    const by = actor.slice(0, BOOKING_LIMITS.actor);
    await trx
      .updateTable("booking_settings")
      .set({ value: JSON.stringify(edited.value), updated_at: at, updated_by: by })
      .where("key", "=", edited.key)
      .execute();
    await trx
      .insertInto("booking_settings_log")
      .values({ id: newId("bsl", now.getTime()), at, actor: by, change: edited.words })
      .execute();
    const key = edited.key === "hours" ? "availability" : "meetingTypes";
    return { ok: true, settings: { ...settings, [key]: edited.value }, changed: true };
  });
}

async function lockedSettings(
  site: BookingSite,
  trx: Transaction<Database>,
  actor: string,
  now: Date,
): Promise<BookingSettings> {
  const at = now.toISOString();
  await trx
    .insertInto("booking_settings")
    .values(
      (Object.keys(DEFAULTS) as BookingSettingTable["key"][]).map((key) => ({
        key,
        value: JSON.stringify(DEFAULTS[key]),
        updated_at: at,
        updated_by: actor.slice(0, BOOKING_LIMITS.actor),
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const rows = await trx
    .selectFrom("booking_settings")
    .select(["key", "value"])
    .$if(site.kind === "postgres", (query) => query.forUpdate())
    .execute();
  return settingsFrom(rows);
}
