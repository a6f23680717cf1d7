import { Temporal } from "temporal-polyfill";
import type { Availability, MeetingType } from "./availability-schema";
import type { BusyInterval } from "./busy-time";
import { freeSlots, type Slot, type SlotQuery } from "./free-slots";
import { defaultAvailability, defaultMeetingType } from "../content/booking";

/** Shared by the slot engine's tests: the content's defaults, a pinned clock, readable slots. */
export const consultation: MeetingType = { ...defaultMeetingType, maxPerDay: null };
export const newYorkWeekdays: Availability = defaultAvailability;

export function at(iso: string): Temporal.Instant {
  return Temporal.Instant.from(iso);
}

export function slotsBetween(
  from: string,
  to: string,
  overrides: Partial<SlotQuery> & { now: Temporal.Instant },
): Slot[] {
  return freeSlots({
    meetingType: consultation,
    availability: newYorkWeekdays,
    busy: [],
    from: at(from),
    to: at(to),
    limit: 1000,
    ...overrides,
  });
}

/** Slot starts as wall-clock times in `timeZone`, "2027-03-12T09:00-05:00". */
export function localStarts(slots: readonly Slot[], timeZone = "America/New_York"): string[] {
  return slots.map((slot) =>
    slot.start
      .toZonedDateTimeISO(timeZone)
      .toString({ timeZoneName: "never", smallestUnit: "minute" }),
  );
}

export function utcStarts(slots: readonly Slot[]): string[] {
  return slots.map((slot) => slot.start.toString({ smallestUnit: "minute" }));
}

export function busy(start: string, end: string, extra: Partial<BusyInterval> = {}): BusyInterval {
  return { start: at(start), end: at(end), ...extra };
}

export function withHours(
  weekly: Partial<Availability["weekly"]>,
  extra: Partial<Availability> = {},
) {
  return { ...newYorkWeekdays, ...extra, weekly: { ...newYorkWeekdays.weekly, ...weekly } };
}
