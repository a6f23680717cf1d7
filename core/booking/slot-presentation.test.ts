import { describe, expect, it } from "vitest";
import { checkStart } from "./slot-check";
import { at, newYorkWeekdays, consultation, slotsBetween } from "./slot-engine.test-support";
import {
  describeStart,
  groupSlotsByLocalDay,
  isoWithOffset,
  presentSlots,
  timeZoneName,
} from "./slot-presentation";
import { parseStartInstant } from "./start-time";

const now = at("2027-03-15T12:00:00Z");
/** Tuesday 16 March 2027, 9:00–17:00 New York time: 13:00Z–21:00Z. */
const tuesday = slotsBetween("2027-03-16T04:00Z", "2027-03-17T04:00Z", { now });
/** Tuesday 30 March 2027, after Europe's own change on 28 March. */
const laterTuesday = slotsBetween("2027-03-30T04:00Z", "2027-03-31T04:00Z", { now });
const tenAm = tuesday[2]!;

describe("a slot in the visitor's zone", () => {
  it("reads in words with the zone named, and as ISO with the zone's offset", () => {
    expect(describeStart(tenAm.start, "America/New_York")).toBe(
      "Tuesday, March 16 at 10:00 AM Eastern Daylight Time",
    );
    expect(isoWithOffset(tenAm.start, "America/New_York")).toBe("2027-03-16T10:00:00-04:00");
  });

  it("is 15:00 in Madrid before Europe's change and 16:00 after it", () => {
    expect(presentSlots([tenAm], "Europe/Madrid")).toEqual([
      {
        start: "2027-03-16T15:00:00+01:00",
        end: "2027-03-16T15:30:00+01:00",
        words: "Tuesday, March 16 at 3:00 PM Central European Standard Time",
        time: "3:00 PM",
      },
    ]);
    expect(presentSlots([laterTuesday[2]!], "Europe/Madrid")[0]).toMatchObject({
      start: "2027-03-30T16:00:00+02:00",
      words: "Tuesday, March 30 at 4:00 PM Central European Summer Time",
    });
  });

  it("is 19:30 in Kolkata, half an hour off the hour", () => {
    expect(presentSlots([tenAm], "Asia/Kolkata")[0]).toMatchObject({
      start: "2027-03-16T19:30:00+05:30",
      words: "Tuesday, March 16 at 7:30 PM India Standard Time",
    });
    expect(timeZoneName(tenAm.start, "Asia/Kolkata")).toBe("India Standard Time");
  });

  it("hands out a start that books the very slot it names", () => {
    for (const timeZone of ["America/New_York", "Europe/Madrid", "Asia/Kolkata"]) {
      for (const view of presentSlots(tuesday, timeZone)) {
        const check = checkStart(
          { meetingType: consultation, availability: newYorkWeekdays, busy: [], now },
          parseStartInstant(view.start),
        );
        expect(check.free && isoWithOffset(check.slot.end, timeZone)).toBe(view.end);
      }
    }
  });
});

describe("groupSlotsByLocalDay", () => {
  it("keeps the agency's day whole for a visitor in Madrid", () => {
    const days = groupSlotsByLocalDay(tuesday, "Europe/Madrid");
    expect(days.map(({ date, label, slots }) => [date, label, slots.length])).toEqual([
      ["2027-03-16", "Tuesday, March 16", 16],
    ]);
    expect(days[0]!.slots.map((slot) => slot.time).slice(0, 2)).toEqual(["2:00 PM", "2:30 PM"]);
  });

  it("splits the agency's day at the visitor's midnight in Kolkata", () => {
    const days = groupSlotsByLocalDay(tuesday, "Asia/Kolkata");
    expect(days.map(({ date, label }) => [date, label])).toEqual([
      ["2027-03-16", "Tuesday, March 16"],
      ["2027-03-17", "Wednesday, March 17"],
    ]);
    expect(days[0]!.slots.map((slot) => slot.time)).toEqual([
      "6:30 PM",
      "7:00 PM",
      "7:30 PM",
      "8:00 PM",
      "8:30 PM",
      "9:00 PM",
      "9:30 PM",
      "10:00 PM",
      "10:30 PM",
      "11:00 PM",
      "11:30 PM",
    ]);
    expect(days[1]!.slots.map((slot) => slot.start)).toEqual([
      "2027-03-17T00:00:00+05:30",
      "2027-03-17T00:30:00+05:30",
      "2027-03-17T01:00:00+05:30",
      "2027-03-17T01:30:00+05:30",
      "2027-03-17T02:00:00+05:30",
    ]);
  });

  it("answers no days for no slots", () => {
    expect(groupSlotsByLocalDay([], "Asia/Kolkata")).toEqual([]);
  });
});
