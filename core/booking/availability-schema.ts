import * as z from "zod/mini";
import { bookingSettingErrors as errors } from "../content/booking";
import { compareTimesOfDay, isTimeOfDay } from "./time-of-day";
import { normalizeTimeZone } from "./time-zone";
import { isIsoDate } from "./visitor-day";

/**
 * The rules of a meeting type and of the agency's hours. Staff settings pass through here before
 * they are stored, so the slot engine can trust what it is given.
 */
export const BOOKING_LIMITS = {
  idLength: 64,
  nameLength: 100,
  lengthMinutes: { min: 5, max: 12 * 60 },
  slotStepMinutes: { min: 5, max: 12 * 60 },
  bufferMinutes: { min: 0, max: 4 * 60 },
  minimumNoticeMinutes: { min: 0, max: 30 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
  maxPerDay: 96,
  intervalsPerDay: 12,
  overrides: 1000,
} as const;

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

type Range = { min: number; max: number };

function wholeNumber(message: string, { min, max }: Range) {
  return z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));
}

function wholeMinutes(label: string, range: Range) {
  return wholeNumber(errors.wholeMinutes(label, range.min, range.max), range);
}

const { horizonDays, maxPerDay } = BOOKING_LIMITS;

const meetingTypeSchema = z.object({
  id: z
    .string({ error: errors.slug })
    .check(
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, errors.slug),
      z.maxLength(BOOKING_LIMITS.idLength, errors.slug),
    ),
  name: z
    .string({ error: errors.name(BOOKING_LIMITS.nameLength) })
    .check(
      z.trim(),
      z.minLength(1, errors.name(BOOKING_LIMITS.nameLength)),
      z.maxLength(BOOKING_LIMITS.nameLength, errors.name(BOOKING_LIMITS.nameLength)),
    ),
  lengthMinutes: wholeMinutes("The length", BOOKING_LIMITS.lengthMinutes),
  bufferBeforeMinutes: wholeMinutes("The buffer before", BOOKING_LIMITS.bufferMinutes),
  bufferAfterMinutes: wholeMinutes("The buffer after", BOOKING_LIMITS.bufferMinutes),
  minimumNoticeMinutes: wholeMinutes("The minimum notice", BOOKING_LIMITS.minimumNoticeMinutes),
  horizonDays: wholeNumber(
    errors.wholeDays("The booking horizon", horizonDays.min, horizonDays.max),
    horizonDays,
  ),
  maxPerDay: z.nullable(wholeNumber(errors.perDay(maxPerDay), { min: 1, max: maxPerDay })),
  slotStepMinutes: wholeMinutes("The slot step", BOOKING_LIMITS.slotStepMinutes),
});

const timeOfDay = (label: string) =>
  z
    .string({ error: errors.timeOfDay(label) })
    .check(z.refine(isTimeOfDay, errors.timeOfDay(label)));

const intervalSchema = z.object({ start: timeOfDay("A start"), end: timeOfDay("An end") }).check(
  z.refine(
    (hours) =>
      !isTimeOfDay(hours.start) ||
      !isTimeOfDay(hours.end) ||
      compareTimesOfDay(hours.start, hours.end) < 0,
    {
      error: (issue) => {
        const hours = issue.input as { start: string; end: string };
        return errors.endBeforeStart(hours.start, hours.end);
      },
    },
  ),
);

function hasValidTimes(hours: unknown): boolean {
  const { start, end } = (hours ?? {}) as Record<string, unknown>;
  return (
    typeof start === "string" && typeof end === "string" && isTimeOfDay(start) && isTimeOfDay(end)
  );
}

/** A day's hours: disjoint (touching is fine), stored in order of their start. */
const dayHoursSchema = z.pipe(
  z.array(intervalSchema).check(
    z.maxLength(
      BOOKING_LIMITS.intervalsPerDay,
      errors.tooManyIntervals(BOOKING_LIMITS.intervalsPerDay),
    ),
    z.superRefine((intervals, ctx) => {
      if (!intervals.every(hasValidTimes)) return;
      const sorted = [...intervals].sort((a, b) => compareTimesOfDay(a.start, b.start));
      for (let i = 1; i < sorted.length; i++) {
        const before = sorted[i - 1]!;
        const after = sorted[i]!;
        if (compareTimesOfDay(after.start, before.end) < 0) {
          ctx.addIssue({
            code: "custom",
            input: intervals,
            message: errors.overlap(`${before.start}–${before.end}`, `${after.start}–${after.end}`),
          });
        }
      }
    }),
  ),
  z.transform((intervals) => [...intervals].sort((a, b) => compareTimesOfDay(a.start, b.start))),
);

const weeklySchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<
    Weekday,
    typeof dayHoursSchema
  >,
);

const isoDate = z
  .string()
  .check(z.refine(isIsoDate, { error: (issue) => errors.date(String(issue.input)) }));

const overrideSchema = z.object({ date: isoDate, intervals: dayHoursSchema });

const timeZoneSchema = z.string().check(
  z.refine((zone) => normalizeTimeZone(zone) !== null, {
    error: (issue) => errors.timeZone(String(issue.input)),
  }),
);

const availabilitySchema = z.object({
  timeZone: z.pipe(
    timeZoneSchema,
    z.transform((zone) => normalizeTimeZone(zone)!),
  ),
  weekly: weeklySchema,
  overrides: z.array(overrideSchema).check(
    z.maxLength(BOOKING_LIMITS.overrides, errors.tooManyOverrides(BOOKING_LIMITS.overrides)),
    z.superRefine((overrides, ctx) => {
      const seen = new Set<string>();
      for (const { date } of overrides) {
        if (seen.has(date)) {
          ctx.addIssue({ code: "custom", input: overrides, message: errors.duplicateDate(date) });
        }
        seen.add(date);
      }
    }),
  ),
});

export type MeetingType = z.output<typeof meetingTypeSchema>;
export type Availability = z.output<typeof availabilitySchema>;
export type HoursInterval = z.output<typeof intervalSchema>;
export type DateOverride = z.output<typeof overrideSchema>;
export type WeeklyHours = Availability["weekly"];

export type SettingCheck<T> =
  { ok: true; value: T } | { ok: false; problems: { path: string; message: string }[] };

function check<T>(schema: z.ZodMiniType<T, unknown>, input: unknown): SettingCheck<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** A meeting type from staff input or storage, or every problem with it in words. */
export function checkMeetingType(input: unknown): SettingCheck<MeetingType> {
  return check(meetingTypeSchema, input);
}

/** The weekly hours and date overrides, sorted and with the zone's canonical spelling. */
export function checkAvailability(input: unknown): SettingCheck<Availability> {
  return check(availabilitySchema, input);
}
