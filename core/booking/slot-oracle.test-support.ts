import { Temporal } from "temporal-polyfill";
import {
  weekdays,
  type Availability,
  type HoursInterval,
  type MeetingType,
} from "./availability-schema";
import type { BusyInterval } from "./busy-time";
import type { Slot, SlotQuery } from "./free-slots";

/**
 * The slot rules written out the slow, obvious way, for the property tests to hold the engine
 * against: every rule checked for every candidate against every busy interval, each wall-clock
 * time read by Temporal's own ISO parser.
 */

export function agencyDate(instant: Temporal.Instant, timeZone: string): Temporal.PlainDate {
  return instant.toZonedDateTimeISO(timeZone).toPlainDate();
}

export function hoursOfDate(date: Temporal.PlainDate, availability: Availability) {
  const override = availability.overrides.find((entry) => entry.date === date.toString());
  return override?.intervals ?? availability.weekly[weekdays[date.dayOfWeek - 1]!];
}

/** The instants a day's interval runs between, read from "2027-03-14T02:30[America/New_York]". */
export function intervalInstants(date: Temporal.PlainDate, hours: HoursInterval, timeZone: string) {
  const read = (day: Temporal.PlainDate, time: string) =>
    Temporal.ZonedDateTime.from(`${day.toString()}T${time}[${timeZone}]`).toInstant();
  return {
    start: read(date, hours.start),
    end: hours.end === "24:00" ? read(date.add({ days: 1 }), "00:00") : read(date, hours.end),
  };
}

export function lastBookableDate(
  meetingType: MeetingType,
  availability: Availability,
  now: Temporal.Instant,
) {
  return agencyDate(now, availability.timeZone).add({ days: meetingType.horizonDays });
}

export function clearOfBusy(slot: Slot, meetingType: MeetingType, busy: BusyInterval): boolean {
  if (Temporal.Instant.compare(busy.start, busy.end) >= 0) return true;
  const gapBefore = Math.max(meetingType.bufferAfterMinutes, busy.bufferBeforeMinutes ?? 0);
  const gapAfter = Math.max(meetingType.bufferBeforeMinutes, busy.bufferAfterMinutes ?? 0);
  return (
    Temporal.Instant.compare(slot.end.add({ minutes: gapBefore }), busy.start) <= 0 ||
    Temporal.Instant.compare(busy.end.add({ minutes: gapAfter }), slot.start) <= 0
  );
}

export function bookingsOnDate(query: SlotQuery, date: Temporal.PlainDate): number {
  const { meetingType, availability, busy } = query;
  return busy.filter(
    (interval) =>
      interval.meetingTypeId === meetingType.id &&
      agencyDate(interval.start, availability.timeZone).equals(date),
  ).length;
}

/** Every slot the rules allow in the query's range, earliest first, at most `limit`. */
export function oracleSlots(query: SlotQuery): Slot[] {
  const { meetingType, availability, now } = query;
  const earliest = now.add({ minutes: meetingType.minimumNoticeMinutes });
  const lastDate = lastBookableDate(meetingType, availability, now);
  const slots: Slot[] = [];
  for (
    let date = agencyDate(now, availability.timeZone).subtract({ days: 1 });
    Temporal.PlainDate.compare(date, lastDate) <= 0;
    date = date.add({ days: 1 })
  ) {
    const full =
      meetingType.maxPerDay !== null && bookingsOnDate(query, date) >= meetingType.maxPerDay;
    if (full) continue;
    for (const hours of hoursOfDate(date, availability)) {
      const interval = intervalInstants(date, hours, availability.timeZone);
      for (
        let start = interval.start;
        Temporal.Instant.compare(start.add({ minutes: meetingType.lengthMinutes }), interval.end) <=
        0;
        start = start.add({ minutes: meetingType.slotStepMinutes })
      ) {
        const slot = { start, end: start.add({ minutes: meetingType.lengthMinutes }) };
        const allowed =
          Temporal.Instant.compare(start, earliest) >= 0 &&
          Temporal.Instant.compare(start, query.from) >= 0 &&
          Temporal.Instant.compare(start, query.to) < 0 &&
          query.busy.every((interval) => clearOfBusy(slot, meetingType, interval));
        if (allowed) slots.push(slot);
      }
    }
  }
  slots.sort((a, b) => Temporal.Instant.compare(a.start, b.start));
  const distinct = slots.filter(
    (slot, index) => index === 0 || !slot.start.equals(slots[index - 1]!.start),
  );
  return distinct.slice(0, query.limit);
}
