import { describe, expect, it } from "vitest";
import { bookingAsBusy } from "./busy-time";
import { at, busy, consultation, localStarts, slotsBetween } from "./slot-engine.test-support";

const now = at("2027-03-15T12:00:00Z");
const tuesday = ["2027-03-16T00:00Z", "2027-03-17T00:00Z"] as const;
/** 11:00–11:30 New York time on Tuesday 16 March 2027. */
const elevenOClock = busy("2027-03-16T15:00Z", "2027-03-16T15:30Z");

function tuesdayTimes(options: Parameters<typeof slotsBetween>[2]): string[] {
  return localStarts(slotsBetween(...tuesday, options)).map((start) => start.slice(11, 16));
}

describe("freeSlots around busy time", () => {
  it("keeps a slot's own buffers clear of a calendar event", () => {
    const meetingType = {
      ...consultation,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      slotStepMinutes: 15,
    };
    const times = tuesdayTimes({ now, meetingType, busy: [elevenOClock] });
    expect(times).toContain("10:15");
    expect(times).toContain("11:45");
    for (const taken of ["10:30", "10:45", "11:00", "11:15", "11:30"]) {
      expect(times).not.toContain(taken);
    }
  });

  it("keeps a booking's own buffers clear of a new slot", () => {
    const other = { ...consultation, id: "audit", bufferBeforeMinutes: 30, bufferAfterMinutes: 45 };
    const meetingType = { ...consultation, slotStepMinutes: 15 };
    const booking = bookingAsBusy({ start: elevenOClock.start, end: elevenOClock.end }, other);
    const times = tuesdayTimes({ now, meetingType, busy: [booking] });
    expect(times.filter((time) => time >= "10:00" && time < "12:30")).toEqual(["10:00", "12:15"]);
  });

  it("lets two buffers share one gap", () => {
    const buffered = { ...consultation, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    const booking = bookingAsBusy(elevenOClock, buffered);
    const times = tuesdayTimes({
      now,
      meetingType: { ...buffered, slotStepMinutes: 15 },
      busy: [booking],
    });
    expect(times).toContain("11:45");
    expect(times).not.toContain("11:30");
  });

  it("lets slots touch busy time when there are no buffers", () => {
    const times = tuesdayTimes({ now, busy: [elevenOClock] });
    expect(times).toContain("10:30");
    expect(times).not.toContain("11:00");
    expect(times).toContain("11:30");
  });

  it("ignores busy time that ends before it starts", () => {
    const backwards = busy("2027-03-16T15:30Z", "2027-03-16T15:00Z");
    expect(tuesdayTimes({ now, busy: [backwards] })).toHaveLength(16);
  });

  it("is blocked by overlapping and nested busy intervals together", () => {
    const times = tuesdayTimes({
      now,
      busy: [
        busy("2027-03-16T14:00Z", "2027-03-16T16:00Z"),
        busy("2027-03-16T14:30Z", "2027-03-16T15:00Z"),
        busy("2027-03-16T15:45Z", "2027-03-16T17:00Z"),
      ],
    });
    expect(times.slice(0, 3)).toEqual(["09:00", "09:30", "13:00"]);
  });
});

describe("freeSlots and the daily limit", () => {
  const capped = { ...consultation, maxPerDay: 2 };
  const booked = (start: string, end: string) => bookingAsBusy(busy(start, end), capped);

  it("offers nothing more on a day that holds the limit, and the next day as usual", () => {
    const two = [
      booked("2027-03-16T13:00Z", "2027-03-16T13:30Z"),
      booked("2027-03-16T20:00Z", "2027-03-16T20:30Z"),
    ];
    const slots = slotsBetween("2027-03-16T00:00Z", "2027-03-18T00:00Z", {
      now,
      meetingType: capped,
      busy: two,
    });
    expect(localStarts(slots).every((start) => start.startsWith("2027-03-17"))).toBe(true);
    expect(slots).toHaveLength(16);
  });

  it("counts by the agency's day and only the type's own bookings", () => {
    const lateMonday = booked("2027-03-16T02:00Z", "2027-03-16T02:30Z");
    const lateTuesday = booked("2027-03-17T02:00Z", "2027-03-17T02:30Z");
    const otherType = { ...lateTuesday, meetingTypeId: "audit" };
    const once = tuesdayTimes({ now, meetingType: capped, busy: [lateMonday, otherType] });
    expect(once).toHaveLength(16);
    const full = tuesdayTimes({ now, meetingType: capped, busy: [lateTuesday, lateTuesday] });
    expect(full).toEqual([]);
  });
});
