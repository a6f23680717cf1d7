import { describe, expect, it } from "vitest";
import { at, slotsBetween } from "./slot-engine.test-support";
import { groupSlotsByLocalDay } from "./slot-presentation";
import { MalformedDateError, parseIsoDate, visitorDayRange } from "./visitor-day";

const now = at("2027-03-15T12:00:00Z");

function slotsOnVisitorDay(date: string, timeZone: string) {
  const { from, to } = visitorDayRange(parseIsoDate(date), timeZone);
  return slotsBetween(from.toString(), to.toString(), { now });
}

describe("visitorDayRange", () => {
  it("runs from the visitor's midnight to the next, in their zone", () => {
    const { from, to } = visitorDayRange(parseIsoDate("2027-03-17"), "Asia/Kolkata");
    expect([from.toString(), to.toString()]).toEqual([
      "2027-03-16T18:30:00Z",
      "2027-03-17T18:30:00Z",
    ]);
  });

  it("is 23 hours long on New York's spring-forward day", () => {
    const { from, to } = visitorDayRange(parseIsoDate("2027-03-14"), "America/New_York");
    expect(to.since(from).total("hours")).toBe(23);
  });

  it("gives a visitor in Kolkata the agency's Tuesday evening and Wednesday on their Wednesday", () => {
    const days = groupSlotsByLocalDay(
      slotsOnVisitorDay("2027-03-17", "Asia/Kolkata"),
      "Asia/Kolkata",
    );
    expect(days).toHaveLength(1);
    const times = days[0]!.slots.map((slot) => slot.time);
    expect(times.slice(0, 5)).toEqual(["12:00 AM", "12:30 AM", "1:00 AM", "1:30 AM", "2:00 AM"]);
    const evening = times.slice(5);
    expect([evening.length, evening[0], evening.at(-1)]).toEqual([11, "6:30 PM", "11:30 PM"]);
  });

  it("gives a visitor in Madrid the agency's whole Wednesday on theirs", () => {
    const slots = slotsOnVisitorDay("2027-03-17", "Europe/Madrid");
    expect(
      groupSlotsByLocalDay(slots, "Europe/Madrid")[0]!.slots.map((slot) => slot.start),
    ).toEqual(
      Array.from({ length: 16 }, (_, index) => {
        const hour = 14 + Math.floor(index / 2);
        return `2027-03-17T${hour}:${index % 2 ? "30" : "00"}:00+01:00`;
      }),
    );
  });
});

describe("parseIsoDate", () => {
  it("reads a calendar date", () => {
    expect(parseIsoDate("2027-11-07").toString()).toBe("2027-11-07");
  });

  it.each([
    "2027-02-30",
    "2027-13-01",
    "2027-3-7",
    "17/03/2027",
    "Wednesday",
    "2027-03-17T00:00",
    "",
  ])("refuses %j with a typed error", (text) => {
    expect(() => parseIsoDate(text)).toThrow(MalformedDateError);
  });
});
