import { Temporal } from "temporal-polyfill";
import {
  weekdays,
  type Availability,
  type HoursInterval,
  type MeetingType,
} from "./availability-schema";
import {
  blockedSpans,
  bookingStarts,
  compareBigInts,
  countBetween,
  minutesInNanoseconds,
  type BusyInterval,
} from "./busy-time";
import { instantOnDate } from "./time-of-day";

/**
 * The slot engine: every bookable start of a meeting type between two instants. Pure, so the
 * booking page, the assistant's tools and the booking service all offer and accept the same slots.
 *
 * Slots are Temporal.Instant pairs (UTC); a caller shows them in a zone (slot-presentation.ts).
 * A day's hours are wall-clock times in the agency's zone; slots step from each interval's start
 * by exact minutes, so a DST change inside the hours neither skips nor repeats an instant. A slot
 * lies inside the hours; its buffers need only be clear of other meetings (busy-time.ts).
 */
export type Slot = { start: Temporal.Instant; end: Temporal.Instant };

export type SlotQuery = {
  meetingType: MeetingType;
  availability: Availability;
  busy: readonly BusyInterval[];
  now: Temporal.Instant;
  /** Slots that start in [from, to). */
  from: Temporal.Instant;
  to: Temporal.Instant;
  /** At most this many, the earliest first. */
  limit: number;
};

export const MAX_SLOTS_PER_QUERY = 1000;

/**
 * The instants a slot may start in: from `now` plus the minimum notice, to the end of the agency
 * day that is `horizonDays` after today (the whole of the last day is bookable).
 */
export function bookableWindow(
  meetingType: MeetingType,
  availability: Availability,
  now: Temporal.Instant,
): { from: Temporal.Instant; to: Temporal.Instant } {
  const lastDay = now
    .toZonedDateTimeISO(availability.timeZone)
    .toPlainDate()
    .add({ days: meetingType.horizonDays });
  return {
    from: now.add({ minutes: meetingType.minimumNoticeMinutes }),
    to: instantOnDate(lastDay, "24:00", availability.timeZone),
  };
}

/** The day's hours: its date override if it has one, else its weekday's. */
export function hoursOn(date: Temporal.PlainDate, availability: Availability): HoursInterval[] {
  const dateText = date.toString();
  const override = availability.overrides.find((candidate) => candidate.date === dateText);
  return override ? override.intervals : availability.weekly[weekdays[date.dayOfWeek - 1]!];
}

export function freeSlots(query: SlotQuery): Slot[] {
  const { meetingType, availability, now, limit } = query;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SLOTS_PER_QUERY) {
    throw new RangeError(`limit must be a whole number from 1 to ${MAX_SLOTS_PER_QUERY}`);
  }
  const zone = availability.timeZone;
  const window = bookableWindow(meetingType, availability, now);
  const from = max(query.from, window.from).epochNanoseconds;
  const to = min(query.to, window.to).epochNanoseconds;
  if (from >= to) return [];

  const blocked = blockedSpans(query.busy, meetingType);
  const booked = bookingStarts(query.busy, meetingType);
  const length = minutesInNanoseconds(meetingType.lengthMinutes);
  const step = minutesInNanoseconds(meetingType.slotStepMinutes);
  if (length <= 0n || step <= 0n) {
    // Settings pass checkMeetingType before they are stored; this keeps the loop finite regardless.
    throw new RangeError("A meeting type's length and slot step must be positive.");
  }
  const lastDay = instantFrom(to - 1n)
    .toZonedDateTimeISO(zone)
    .toPlainDate();
  const slots: Slot[] = [];
  let nextBlocked = 0;

  for (
    let day = instantFrom(from).toZonedDateTimeISO(zone).toPlainDate();
    Temporal.PlainDate.compare(day, lastDay) <= 0;
    day = day.add({ days: 1 })
  ) {
    if (isDayFull(booked, day, meetingType, zone)) continue;

    for (const start of startsOnDay(day, availability, length, step)) {
      if (start < from) continue;
      if (start >= to) return slots;
      const end = start + length;
      while (nextBlocked < blocked.length && blocked[nextBlocked]!.end <= start) nextBlocked++;
      if (nextBlocked < blocked.length && blocked[nextBlocked]!.start < end) continue;
      slots.push({ start: instantFrom(start), end: instantFrom(end) });
      if (slots.length === limit) return slots;
    }
  }
  return slots;
}

/**
 * The day's starts whose whole slot fits its hours, in order and each once: around a DST change,
 * two intervals' wall-clock times can map to instants that interleave.
 */
function startsOnDay(
  day: Temporal.PlainDate,
  availability: Availability,
  length: bigint,
  step: bigint,
): bigint[] {
  const starts = new Set<bigint>();
  for (const hours of hoursOn(day, availability)) {
    const hoursEnd = instantOnDate(day, hours.end, availability.timeZone).epochNanoseconds;
    const hoursStart = instantOnDate(day, hours.start, availability.timeZone).epochNanoseconds;
    for (let start = hoursStart; start + length <= hoursEnd; start += step) starts.add(start);
  }
  return [...starts].sort(compareBigInts);
}

/** Whether the agency day already holds the type's daily limit; `booked` from bookingStarts. */
export function isDayFull(
  booked: readonly bigint[],
  day: Temporal.PlainDate,
  meetingType: MeetingType,
  timeZone: string,
): boolean {
  if (meetingType.maxPerDay === null) return false;
  const dayStart = instantOnDate(day, "00:00", timeZone).epochNanoseconds;
  const dayEnd = instantOnDate(day, "24:00", timeZone).epochNanoseconds;
  return countBetween(booked, dayStart, dayEnd) >= meetingType.maxPerDay;
}

function instantFrom(epochNanoseconds: bigint): Temporal.Instant {
  return new Temporal.Instant(epochNanoseconds);
}

function max(a: Temporal.Instant, b: Temporal.Instant): Temporal.Instant {
  return Temporal.Instant.compare(a, b) >= 0 ? a : b;
}

function min(a: Temporal.Instant, b: Temporal.Instant): Temporal.Instant {
  return Temporal.Instant.compare(a, b) <= 0 ? a : b;
}
