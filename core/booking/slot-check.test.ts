import { describe, expect, it } from "vitest";
import { bookingAsBusy } from "./busy-time";
import { checkStart, nextFreeSlots } from "./slot-check";
import { at, busy, consultation, localStarts, newYorkWeekdays } from "./slot-engine.test-support";
import { MalformedStartError, parseStartInstant } from "./start-time";

/** Monday 15 March 2027, 10:00 New York time. */
const now = at("2027-03-15T14:00:00Z");
const settings = { meetingType: consultation, availability: newYorkWeekdays, busy: [], now };
const tuesdayTen = parseStartInstant("2027-03-16T10:00:00-04:00");

describe("checkStart", () => {
  it("accepts a free slot, however its offset is written", () => {
    const expected = {
      free: true,
      slot: { start: tuesdayTen, end: tuesdayTen.add({ minutes: 30 }) },
    };
    expect(checkStart(settings, tuesdayTen)).toEqual(expected);
    expect(checkStart(settings, parseStartInstant("2027-03-16T15:00:00+01:00"))).toEqual(expected);
    expect(checkStart(settings, parseStartInstant("2027-03-16T19:30:00+05:30"))).toEqual(expected);
  });

  it.each([
    ["a time already gone", "2027-03-15T09:00:00-04:00", "past"],
    ["a time inside the minimum notice", "2027-03-15T13:30:00-04:00", "too-soon"],
    ["a day past the horizon", "2027-05-17T10:00:00-04:00", "beyond-horizon"],
    ["a time before the hours", "2027-03-16T08:30:00-04:00", "outside-hours"],
    ["a time off the slot step", "2027-03-16T10:15:00-04:00", "outside-hours"],
    ["a slot that would end after the hours", "2027-03-16T16:45:00-04:00", "outside-hours"],
    ["a Saturday", "2027-03-20T10:00:00-04:00", "outside-hours"],
  ])("refuses %s", (_, start, reason) => {
    expect(checkStart(settings, parseStartInstant(start))).toEqual({ free: false, reason });
  });

  it("accepts the horizon's last day and refuses the day after", () => {
    expect(checkStart(settings, parseStartInstant("2027-05-14T16:30:00-04:00")).free).toBe(true);
    expect(checkStart(settings, parseStartInstant("2027-05-17T09:00:00-04:00"))).toEqual({
      free: false,
      reason: "beyond-horizon",
    });
  });

  it("refuses a slot that is booked, or that a booking's buffer reaches", () => {
    const booked = [
      busy("2027-03-16T14:00Z", "2027-03-16T14:30Z", { meetingTypeId: consultation.id }),
    ];
    expect(checkStart({ ...settings, busy: booked }, tuesdayTen)).toEqual({
      free: false,
      reason: "taken",
    });
    const buffered = bookingAsBusy(
      { start: at("2027-03-16T13:30Z"), end: at("2027-03-16T14:00Z") },
      { ...consultation, bufferAfterMinutes: 15 },
    );
    expect(checkStart({ ...settings, busy: [buffered] }, tuesdayTen)).toEqual({
      free: false,
      reason: "taken",
    });
  });

  it("refuses a free time on a day that holds its limit", () => {
    const meetingType = { ...consultation, maxPerDay: 2 };
    const booked = ["2027-03-16T13:00Z", "2027-03-16T20:00Z"].map((start) =>
      bookingAsBusy({ start: at(start), end: at(start).add({ minutes: 30 }) }, meetingType),
    );
    expect(checkStart({ ...settings, meetingType, busy: booked }, tuesdayTen)).toEqual({
      free: false,
      reason: "day-full",
    });
  });
});

describe("nextFreeSlots", () => {
  it("offers the next free slots after a taken one", () => {
    const booked = [busy("2027-03-16T14:00Z", "2027-03-16T15:00Z")];
    const next = nextFreeSlots({ ...settings, busy: booked }, tuesdayTen, 3);
    expect(localStarts(next)).toEqual([
      "2027-03-16T11:00-04:00",
      "2027-03-16T11:30-04:00",
      "2027-03-16T12:00-04:00",
    ]);
  });

  it("starts no earlier than the minimum notice and stops at the horizon", () => {
    expect(localStarts(nextFreeSlots(settings, now, 1))).toEqual(["2027-03-15T14:00-04:00"]);
    expect(localStarts(nextFreeSlots(settings, at("2027-05-14T20:30Z"), 5))).toEqual([
      "2027-05-14T16:30-04:00",
    ]);
    expect(nextFreeSlots(settings, at("2027-05-14T20:31Z"), 5)).toEqual([]);
  });
});

describe("parseStartInstant", () => {
  it("reads ISO 8601 starts with an offset or Z", () => {
    for (const text of [
      "2027-03-16T10:00:00-04:00",
      "2027-03-16T10:00-04:00",
      "2027-03-16T14:00:00Z",
      "2027-03-16T14:00:00.000Z",
      "2027-03-16T19:30:00+05:30",
    ]) {
      expect(parseStartInstant(text).equals(tuesdayTen)).toBe(true);
    }
  });

  it.each([
    "2027-03-16T10:00:00",
    "2027-03-16",
    "Tuesday at 10",
    "2027-03-16t10:00:00z",
    "20270316T100000-0400",
    "2027-03-16T10:00:00-04:00[America/New_York]",
    "2027-03-16 10:00:00-04:00",
    " 2027-03-16T10:00:00-04:00",
    "2027-02-30T10:00:00Z",
    "2027-13-01T10:00:00Z",
    "2027-03-16T24:00:00Z",
    "2027-03-16T10:00:00+24:00",
    "",
    `2027-03-16T10:00:00.${"0".repeat(40)}Z`,
  ])("refuses %j with a typed error", (text) => {
    expect(() => parseStartInstant(text)).toThrow(MalformedStartError);
    try {
      parseStartInstant(text);
    } catch (error) {
      expect((error as MalformedStartError).code).toBe("malformed-start");
    }
  });
});
