import type { Temporal } from "temporal-polyfill";
import type { Slot } from "./free-slots";

/**
 * Slots as a visitor reads them, in the visitor's zone with the zone named, and as the exact ISO
 * 8601 start with offset that the assistant and the booking form hand back (start-time.ts). Plain
 * strings, so they cross from a loader or a tool answer unchanged. Zones must be valid
 * (time-zone.ts): Intl throws a RangeError on an unknown one.
 */
export type SlotView = {
  /** "2027-03-16T10:00:00-04:00": the token to book it with. */
  start: string;
  end: string;
  /** "Tuesday, March 16 at 10:00 AM Eastern Daylight Time". */
  words: string;
  /** "10:00 AM", for a picker that names the day and the zone once. */
  time: string;
};

export type SlotDay = {
  /** The visitor's local date, "2027-03-16". */
  date: string;
  /** "Tuesday, March 16". */
  label: string;
  slots: SlotView[];
};

export const DEFAULT_LOCALE = "en-US";

/** The instant as ISO 8601 with the zone's offset at that instant, to the second. */
export function isoWithOffset(instant: Temporal.Instant, timeZone: string): string {
  const key = `${timeZone}|${instant.epochMilliseconds}`;
  let iso = isoCache.get(key);
  if (iso === undefined) {
    iso = instant
      .toZonedDateTimeISO(timeZone)
      .toString({ timeZoneName: "never", fractionalSecondDigits: 0 });
    if (isoCache.size >= MAX_CACHED_ISO) isoCache.clear();
    isoCache.set(key, iso);
  }
  return iso;
}

/**
 * The polyfill's zoned formatting takes tens of microseconds a call, and a booking page presents
 * the same few hundred slot edges on every request: remembered, they stop being most of its
 * render (GET /book: 43 ms of the server's processor before).
 */
const isoCache = new Map<string, string>();
const MAX_CACHED_ISO = 8192;

export function describeStart(
  instant: Temporal.Instant,
  timeZone: string,
  locale = DEFAULT_LOCALE,
): string {
  return formattersFor(timeZone, locale).words.format(instant.epochMilliseconds);
}

/** The zone's name at that instant, as a picker's heading says it: "Eastern Daylight Time". */
export function timeZoneName(
  instant: Temporal.Instant,
  timeZone: string,
  locale = DEFAULT_LOCALE,
): string {
  const parts = formattersFor(timeZone, locale).zone.formatToParts(instant.epochMilliseconds);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

export function presentSlots(
  slots: readonly Slot[],
  timeZone: string,
  locale = DEFAULT_LOCALE,
): SlotView[] {
  const formatters = formattersFor(timeZone, locale);
  return slots.map((slot) => ({
    start: isoWithOffset(slot.start, timeZone),
    end: isoWithOffset(slot.end, timeZone),
    words: formatters.words.format(slot.start.epochMilliseconds),
    time: formatters.time.format(slot.start.epochMilliseconds),
  }));
}

/** Slots by the visitor's local day, in order, for a day-then-time picker. */
export function groupSlotsByLocalDay(
  slots: readonly Slot[],
  timeZone: string,
  locale = DEFAULT_LOCALE,
): SlotDay[] {
  const formatters = formattersFor(timeZone, locale);
  const views = presentSlots(slots, timeZone, locale);
  const days: SlotDay[] = [];
  slots.forEach((slot, index) => {
    const view = views[index]!;
    // The local date is the ISO start's own date part: no second zone conversion per slot.
    const date = view.start.slice(0, "YYYY-MM-DD".length);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: formatters.day.format(slot.start.epochMilliseconds), slots: [] };
      days.push(day);
    }
    day.slots.push(view);
  });
  return days;
}

type Formatters = Record<"words" | "day" | "time" | "zone", Intl.DateTimeFormat>;

/** Building a formatter costs far more than using one, and a picker shows many slots in one zone. */
const formatterCache = new Map<string, Formatters>();
const MAX_CACHED_ZONES = 64;

function formattersFor(timeZone: string, locale: string): Formatters {
  const key = `${locale}|${timeZone}`;
  let formatters = formatterCache.get(key);
  if (!formatters) {
    formatters = buildFormatters(timeZone, locale);
    if (formatterCache.size >= MAX_CACHED_ZONES) formatterCache.clear();
    formatterCache.set(key, formatters);
  }
  return formatters;
}

function buildFormatters(timeZone: string, locale: string): Formatters {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options });
  const day = { weekday: "long", month: "long", day: "numeric" } as const;
  const time = { hour: "numeric", minute: "2-digit" } as const;
  return {
    words: format({ ...day, ...time, timeZoneName: "long" }),
    day: format(day),
    time: format(time),
    zone: format({ timeZoneName: "long" }),
  };
}
