import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "./availability-schema";

/**
 * Time the agency is not free: one of its own bookings, or (later) an event on the team's
 * calendar. A booking keeps its own type's buffers clear around it and counts toward that type's
 * daily limit; a calendar event has neither.
 */
export type BusyInterval = {
  start: Temporal.Instant;
  end: Temporal.Instant;
  meetingTypeId?: string;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
};

/** A booking of `meetingType` from `start` to `end` as busy time, with its buffers and type. */
export function bookingAsBusy(
  booking: { start: Temporal.Instant; end: Temporal.Instant },
  meetingType: MeetingType,
): BusyInterval {
  return {
    start: booking.start,
    end: booking.end,
    meetingTypeId: meetingType.id,
    bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
    bufferAfterMinutes: meetingType.bufferAfterMinutes,
  };
}

/** Half-open [start, end) in epoch nanoseconds: exact, and cheap to compare in a loop. */
export type BlockedSpan = { start: bigint; end: bigint };

/**
 * Where a slot of `meetingType` may not lie, as disjoint spans in order. Two meetings keep the gap
 * each one's buffers ask for: a slot [s, e) with buffers (before b, after a) and a booking
 * [bs, be) with buffers (b', a') are compatible when e + max(a, b') ≤ bs or be + max(a', b) ≤ s.
 * So neither meeting falls inside the other's buffer, while two buffers may share the same gap.
 */
export function blockedSpans(
  busy: readonly BusyInterval[],
  meetingType: MeetingType,
): BlockedSpan[] {
  const gaps = new Map<number, bigint>();
  const gap = (minutes: number) => {
    let nanoseconds = gaps.get(minutes);
    if (nanoseconds === undefined) {
      nanoseconds = minutesInNanoseconds(minutes);
      gaps.set(minutes, nanoseconds);
    }
    return nanoseconds;
  };
  const spans = busy
    .filter((interval) => interval.start.epochNanoseconds < interval.end.epochNanoseconds)
    .map((interval) => {
      const gapBefore = Math.max(meetingType.bufferAfterMinutes, interval.bufferBeforeMinutes ?? 0);
      const gapAfter = Math.max(meetingType.bufferBeforeMinutes, interval.bufferAfterMinutes ?? 0);
      return {
        start: interval.start.epochNanoseconds - gap(gapBefore),
        end: interval.end.epochNanoseconds + gap(gapAfter),
      };
    })
    .sort((a, b) => compareBigInts(a.start, b.start));
  const merged: BlockedSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** The starts of the bookings of `meetingType`, in order, for counting a day's bookings. */
export function bookingStarts(busy: readonly BusyInterval[], meetingType: MeetingType): bigint[] {
  return busy
    .filter((interval) => interval.meetingTypeId === meetingType.id)
    .map((interval) => interval.start.epochNanoseconds)
    .sort(compareBigInts);
}

/** How many of the sorted `starts` lie in [from, to). */
export function countBetween(starts: readonly bigint[], from: bigint, to: bigint): number {
  return lowerBound(starts, to) - lowerBound(starts, from);
}

function lowerBound(sorted: readonly bigint[], value: bigint): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An exact number of minutes as nanoseconds, for stepping through epoch time in tight loops;
 * Instant.add costs microseconds, and a check may cover thousands of bookings.
 */
export function minutesInNanoseconds(minutes: number): bigint {
  return BigInt(Temporal.Duration.from({ minutes }).total("nanoseconds"));
}

export function compareBigInts(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
