import { describe, expect, it } from "vitest";
import { freeSlots } from "./free-slots";
import {
  at,
  consultation,
  localStarts,
  newYorkWeekdays,
  slotsBetween,
  utcStarts,
  withHours,
} from "./slot-engine.test-support";

/** "09:00".."16:30" on `date` with `offset`: a day of the default hours in half hours. */
function workdayStarts(date: string, offset: string): string[] {
  return Array.from({ length: 16 }, (_, index) => {
    const hour = String(9 + Math.floor(index / 2)).padStart(2, "0");
    return `${date}T${hour}:${index % 2 ? "30" : "00"}${offset}`;
  });
}

const everyDay = { start: "09:00", end: "17:00" };
const allWeek = withHours({ saturday: [everyDay], sunday: [everyDay] });
const overnightSundays = withHours({ sunday: [{ start: "00:00", end: "05:00" }] });

describe("freeSlots across the US DST changes of 2027", () => {
  const beforeSpring = at("2027-03-10T12:00:00Z");
  const beforeFall = at("2027-11-03T12:00:00Z");

  it.each([
    {
      change: "14 March",
      now: beforeSpring,
      friday: ["2027-03-12", "-05:00", "2027-03-12T14:00Z"],
      monday: ["2027-03-15", "-04:00", "2027-03-15T13:00Z"],
    },
    {
      change: "7 November",
      now: beforeFall,
      friday: ["2027-11-05", "-04:00", "2027-11-05T13:00Z"],
      monday: ["2027-11-08", "-05:00", "2027-11-08T14:00Z"],
    },
  ])("keeps 9–17 New York time on both sides of $change", ({ now, friday, monday }) => {
    const [fridayDate, fridayOffset, fridayNineUtc] = friday;
    const [mondayDate, mondayOffset, mondayNineUtc] = monday;
    const slots = slotsBetween(`${fridayDate}T00:00Z`, `${mondayDate}T23:59Z`, { now });
    expect(localStarts(slots)).toEqual([
      ...workdayStarts(fridayDate!, fridayOffset!),
      ...workdayStarts(mondayDate!, mondayOffset!),
    ]);
    expect(utcStarts(slots).filter((_, index) => index % 16 === 0)).toEqual([
      fridayNineUtc,
      mondayNineUtc,
    ]);
  });

  it("neither skips nor repeats an instant when the clocks spring forward inside the hours", () => {
    const slots = slotsBetween("2027-03-14T00:00Z", "2027-03-15T00:00Z", {
      now: beforeSpring,
      availability: overnightSundays,
    });
    expect(utcStarts(slots)).toEqual(
      ["05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30"].map(
        (time) => `2027-03-14T${time}Z`,
      ),
    );
    expect(localStarts(slots).map((start) => start.slice(11))).toEqual([
      "00:00-05:00",
      "00:30-05:00",
      "01:00-05:00",
      "01:30-05:00",
      "03:00-04:00",
      "03:30-04:00",
      "04:00-04:00",
      "04:30-04:00",
    ]);
  });

  it("offers both 1:30s when the clocks fall back inside the hours, each once", () => {
    const slots = slotsBetween("2027-11-07T00:00Z", "2027-11-08T00:00Z", {
      now: beforeFall,
      availability: overnightSundays,
    });
    expect(slots).toHaveLength(12);
    expect(utcStarts(slots)[0]).toBe("2027-11-07T04:00Z");
    expect(utcStarts(slots).at(-1)).toBe("2027-11-07T09:30Z");
    expect(localStarts(slots).map((start) => start.slice(11))).toEqual([
      "00:00-04:00",
      "00:30-04:00",
      "01:00-04:00",
      "01:30-04:00",
      "01:00-05:00",
      "01:30-05:00",
      "02:00-05:00",
      "02:30-05:00",
      "03:00-05:00",
      "03:30-05:00",
      "04:00-05:00",
      "04:30-05:00",
    ]);
  });

  it("keeps slots in order when two intervals interleave across the spring gap", () => {
    // 01:10–02:59 runs to 03:59 EDT, as 02:59 does not exist that night; 03:00–04:00 starts inside it.
    const availability = withHours({
      sunday: [
        { start: "01:10", end: "02:59" },
        { start: "03:00", end: "04:00" },
      ],
    });
    const slots = slotsBetween("2027-03-14T00:00Z", "2027-03-15T00:00Z", {
      now: beforeSpring,
      availability,
      meetingType: { ...consultation, lengthMinutes: 15, slotStepMinutes: 15 },
    });
    expect(utcStarts(slots).map((start) => start.slice(11, 16))).toEqual([
      "06:10",
      "06:25",
      "06:40",
      "06:55",
      "07:00",
      "07:10",
      "07:15",
      "07:25",
      "07:30",
      "07:40",
      "07:45",
    ]);
  });

  it("starts a change day's 9:00 at the day's own offset", () => {
    const spring = slotsBetween("2027-03-14T00:00Z", "2027-03-15T00:00Z", {
      now: beforeSpring,
      availability: allWeek,
    });
    const fall = slotsBetween("2027-11-07T00:00Z", "2027-11-08T00:00Z", {
      now: beforeFall,
      availability: allWeek,
    });
    expect(localStarts(spring)).toEqual(workdayStarts("2027-03-14", "-04:00"));
    expect(localStarts(fall)).toEqual(workdayStarts("2027-11-07", "-05:00"));
  });
});

describe("freeSlots and the clock", () => {
  const tuesdayTenAm = at("2027-03-16T14:00:00Z");

  it("offers nothing inside the minimum notice", () => {
    const slots = slotsBetween("2027-03-16T00:00Z", "2027-03-17T00:00Z", { now: tuesdayTenAm });
    expect(localStarts(slots)[0]).toBe("2027-03-16T14:00-04:00");
    expect(slots).toHaveLength(6);
    const tenPast = slotsBetween("2027-03-16T00:00Z", "2027-03-17T00:00Z", {
      now: at("2027-03-16T14:10:00Z"),
    });
    expect(localStarts(tenPast)[0]).toBe("2027-03-16T14:30-04:00");
  });

  it("offers the whole of the horizon's last day and nothing after it", () => {
    const slots = slotsBetween("2027-03-16T00:00Z", "2027-03-25T00:00Z", {
      now: tuesdayTenAm,
      availability: allWeek,
      meetingType: { ...consultation, horizonDays: 3 },
    });
    expect(localStarts(slots).at(-1)).toBe("2027-03-19T16:30-04:00");
    const sixtyDays = slotsBetween("2027-05-01T00:00Z", "2027-06-30T00:00Z", {
      now: tuesdayTenAm,
      availability: allWeek,
    });
    expect(localStarts(sixtyDays).at(-1)).toBe("2027-05-15T16:30-04:00");
  });

  it("offers slots that start in [from, to), the earliest first, at most `limit`", () => {
    const slots = slotsBetween("2027-03-17T13:30Z", "2027-03-17T15:00Z", { now: tuesdayTenAm });
    expect(utcStarts(slots)).toEqual([
      "2027-03-17T13:30Z",
      "2027-03-17T14:00Z",
      "2027-03-17T14:30Z",
    ]);
    const two = slotsBetween("2027-03-17T13:30Z", "2027-03-17T15:00Z", {
      now: tuesdayTenAm,
      limit: 2,
    });
    expect(two).toEqual(slots.slice(0, 2));
    expect(slotsBetween("2027-03-17T15:00Z", "2027-03-17T15:00Z", { now: tuesdayTenAm })).toEqual(
      [],
    );
  });

  it("refuses a limit that is not a whole number from 1 to 1000", () => {
    for (const limit of [0, -1, 2.5, 1001, Number.NaN]) {
      expect(() =>
        slotsBetween("2027-03-17T13:30Z", "2027-03-17T15:00Z", { now: tuesdayTenAm, limit }),
      ).toThrow(RangeError);
    }
  });

  it("refuses a meeting type whose length or step would never advance", () => {
    for (const broken of [{ slotStepMinutes: 0 }, { slotStepMinutes: -30 }, { lengthMinutes: 0 }]) {
      expect(() =>
        slotsBetween("2027-03-17T13:30Z", "2027-03-17T15:00Z", {
          now: tuesdayTenAm,
          meetingType: { ...consultation, ...broken },
        }),
      ).toThrow(RangeError);
    }
  });

  it("stays within the bookable window however wide the range asked", () => {
    const everyMinute = withHours(
      Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map(
          (day) => [day, [{ start: "00:00", end: "24:00" }]],
        ),
      ),
    );
    const slots = freeSlots({
      meetingType: { ...consultation, lengthMinutes: 5, slotStepMinutes: 5, horizonDays: 365 },
      availability: everyMinute,
      busy: [],
      now: tuesdayTenAm,
      from: at("1970-01-01T00:00Z"),
      to: at("2999-01-01T00:00Z"),
      limit: 1000,
    });
    expect(slots).toHaveLength(1000);
    expect(utcStarts(slots)[0]).toBe("2027-03-16T18:00Z");
    expect(slotsBetween("2030-01-01T00:00Z", "2999-01-01T00:00Z", { now: tuesdayTenAm })).toEqual(
      [],
    );
  });
});

describe("freeSlots and the agency's days", () => {
  const now = at("2027-03-15T12:00:00Z");

  it("takes a date override's hours over the weekday's: a day off, other hours, a Saturday", () => {
    const availability = {
      ...newYorkWeekdays,
      overrides: [
        { date: "2027-03-17", intervals: [] },
        { date: "2027-03-18", intervals: [{ start: "13:00", end: "15:00" }] },
        { date: "2027-03-20", intervals: [{ start: "10:00", end: "11:00" }] },
      ],
    };
    const slots = slotsBetween("2027-03-17T00:00Z", "2027-03-22T00:00Z", { now, availability });
    expect(localStarts(slots)).toEqual([
      "2027-03-18T13:00-04:00",
      "2027-03-18T13:30-04:00",
      "2027-03-18T14:00-04:00",
      "2027-03-18T14:30-04:00",
      ...workdayStarts("2027-03-19", "-04:00"),
      "2027-03-20T10:00-04:00",
      "2027-03-20T10:30-04:00",
    ]);
  });

  it("steps from each interval's own start", () => {
    const availability = withHours({
      wednesday: [
        { start: "09:15", end: "10:15" },
        { start: "13:00", end: "14:00" },
      ],
    });
    const slots = slotsBetween("2027-03-17T00:00Z", "2027-03-18T00:00Z", { now, availability });
    expect(localStarts(slots).map((start) => start.slice(11, 16))).toEqual([
      "09:15",
      "09:45",
      "13:00",
      "13:30",
    ]);
  });
});
