import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { weekdays, type Availability, type MeetingType } from "./availability-schema";
import type { BusyInterval } from "./busy-time";
import { freeSlots, type SlotQuery } from "./free-slots";
import { checkStart } from "./slot-check";
import {
  agencyDate,
  bookingsOnDate,
  clearOfBusy,
  hoursOfDate,
  intervalInstants,
  lastBookableDate,
  oracleSlots,
} from "./slot-oracle.test-support";

/** Zones with DST both ways, a half-hour offset, a half-hour DST shift and a midnight change. */
const zones = [
  "America/New_York",
  "Europe/Madrid",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "America/Santiago",
  "UTC",
] as const;

const clock = (quarterHours: number) =>
  quarterHours === 96
    ? "24:00"
    : `${String(Math.floor(quarterHours / 4)).padStart(2, "0")}:${String((quarterHours % 4) * 15).padStart(2, "0")}`;

/** Zero to three disjoint intervals on quarter hours, as staff could set them. */
const dayHours = fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 }).map((points) => {
  const sorted = [...points].sort((a, b) => a - b);
  const intervals = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) {
    intervals.push({ start: clock(sorted[i]!), end: clock(sorted[i + 1]!) });
  }
  return intervals;
});

const minutes = (min: number, max: number, unit = 5) =>
  fc.integer({ min: min / unit, max: max / unit }).map((count) => count * unit);

const meetingTypeArbitrary: fc.Arbitrary<MeetingType> = fc.record({
  id: fc.constant("consultation"),
  name: fc.constant("Consultation"),
  lengthMinutes: minutes(15, 180),
  bufferBeforeMinutes: minutes(0, 60),
  bufferAfterMinutes: minutes(0, 60),
  minimumNoticeMinutes: minutes(0, 2880, 30),
  horizonDays: fc.integer({ min: 1, max: 21 }),
  maxPerDay: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  slotStepMinutes: minutes(15, 120),
});

const nowArbitrary = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2028, 11, 31) / 60_000 })
  .map((minute) => Temporal.Instant.fromEpochMilliseconds(minute * 60_000));

const queryArbitrary: fc.Arbitrary<SlotQuery> = fc
  .record({
    meetingType: meetingTypeArbitrary,
    timeZone: fc.constantFrom(...zones),
    weekly: fc.tuple(...weekdays.map(() => dayHours)),
    overrides: fc.uniqueArray(
      fc.record({ inDays: fc.integer({ min: -1, max: 22 }), intervals: dayHours }),
      {
        maxLength: 4,
        selector: (override) => override.inDays,
      },
    ),
    now: nowArbitrary,
    busy: fc.array(
      fc.record({
        inMinutes: fc.integer({ min: -1440, max: 23 * 1440 }),
        lengthMinutes: minutes(5, 300),
        meetingTypeId: fc.constantFrom("consultation", "other", undefined),
        bufferBeforeMinutes: fc.option(minutes(0, 60), { nil: undefined }),
        bufferAfterMinutes: fc.option(minutes(0, 60), { nil: undefined }),
      }),
      { maxLength: 25 },
    ),
    fromInMinutes: fc.integer({ min: -2880, max: 20 * 1440 }),
    spanMinutes: fc.integer({ min: 0, max: 25 * 1440 }),
    limit: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ timeZone, weekly, overrides, now, busy, fromInMinutes, spanMinutes, ...rest }) => {
    const today = agencyDate(now, timeZone);
    const availability: Availability = {
      timeZone,
      weekly: Object.fromEntries(
        weekdays.map((day, index) => [day, weekly[index]!]),
      ) as Availability["weekly"],
      overrides: overrides.map(({ inDays, intervals }) => ({
        date: today.add({ days: inDays }).toString(),
        intervals,
      })),
    };
    const from = now.add({ minutes: fromInMinutes });
    return {
      ...rest,
      availability,
      now,
      from,
      to: from.add({ minutes: spanMinutes }),
      busy: busy.map(({ inMinutes, lengthMinutes, ...extra }): BusyInterval => {
        const start = now.add({ minutes: inMinutes });
        return { ...extra, start, end: start.add({ minutes: lengthMinutes }) };
      }),
    };
  });

const runs = { numRuns: 150 };

describe("freeSlots, for any hours, settings, bookings and clock", () => {
  it("offers only slots inside the day's hours, stepped from the hours' start", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const { availability, meetingType } = query;
        for (const slot of freeSlots(query)) {
          const date = agencyDate(slot.start, availability.timeZone);
          const inside = hoursOfDate(date, availability).some((hours) => {
            const interval = intervalInstants(date, hours, availability.timeZone);
            return (
              Temporal.Instant.compare(interval.start, slot.start) <= 0 &&
              Temporal.Instant.compare(slot.end, interval.end) <= 0 &&
              slot.start.since(interval.start).total("minutes") % meetingType.slotStepMinutes === 0
            );
          });
          expect(inside, slot.start.toString()).toBe(true);
          expect(slot.end.equals(slot.start.add({ minutes: meetingType.lengthMinutes }))).toBe(
            true,
          );
        }
      }),
      runs,
    );
  });

  it("offers nothing overlapping busy time widened by either meeting's buffers", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        for (const slot of freeSlots(query)) {
          for (const interval of query.busy) {
            expect(clearOfBusy(slot, query.meetingType, interval)).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  it("offers nothing inside the minimum notice, past the horizon or on a full day", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const { meetingType, availability, now } = query;
        const earliest = now.add({ minutes: meetingType.minimumNoticeMinutes });
        const lastDate = lastBookableDate(meetingType, availability, now);
        for (const slot of freeSlots(query)) {
          expect(Temporal.Instant.compare(slot.start, earliest)).toBeGreaterThanOrEqual(0);
          const date = agencyDate(slot.start, availability.timeZone);
          expect(Temporal.PlainDate.compare(date, lastDate)).toBeLessThanOrEqual(0);
          if (meetingType.maxPerDay !== null) {
            expect(bookingsOnDate(query, date)).toBeLessThan(meetingType.maxPerDay);
          }
        }
      }),
      runs,
    );
  });

  it("offers slots sorted, distinct, within [from, to) and at most `limit` of them", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const slots = freeSlots(query);
        expect(slots.length).toBeLessThanOrEqual(query.limit);
        slots.forEach((slot, index) => {
          expect(Temporal.Instant.compare(slot.start, query.from)).toBeGreaterThanOrEqual(0);
          expect(Temporal.Instant.compare(slot.start, query.to)).toBeLessThan(0);
          if (index > 0)
            expect(Temporal.Instant.compare(slots[index - 1]!.start, slot.start)).toBe(-1);
        });
      }),
      runs,
    );
  });

  it("misses no slot the rules allow", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        expect(freeSlots(query).map(String)).toEqual(oracleSlots(query).map(String));
      }),
      { numRuns: 60 },
    );
  });

  it("accepts at booking exactly the starts it offers", () => {
    fc.assert(
      fc.property(queryArbitrary, fc.integer({ min: 0, max: 200 }), (query, pick) => {
        const offered = oracleSlots({
          ...query,
          from: query.now,
          to: query.now.add({ hours: 24 * 30 }),
          limit: 1000,
        });
        const slot = offered[pick % Math.max(offered.length, 1)];
        if (!slot) return;
        expect(checkStart(query, slot.start)).toEqual({ free: true, slot });
        const shifted = slot.start.add({ minutes: 5 });
        const shiftedIsOffered = offered.some((candidate) => candidate.start.equals(shifted));
        expect(checkStart(query, shifted).free).toBe(shiftedIsOffered);
      }),
      { numRuns: 60 },
    );
  });
});
