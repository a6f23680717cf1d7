import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { BookingDoor } from "../../core/booking/booking-door";
import { readZone, slotChoice, DAYS_SHOWN } from "./slot-choice.server";

/** A door whose slots are 9:00 and 9:30 UTC on each of twelve days from Monday 2027-03-15. */
const door = {
  slots: async () => ({
    outcome: "slots" as const,
    slots: Array.from({ length: 12 }, (_, day) =>
      [0, 30].map((minutes) => {
        const start = Temporal.Instant.from("2027-03-15T09:00:00Z").add({
          hours: day * 24,
          minutes,
        });
        return { start, end: start.add({ minutes: 30 }) };
      }),
    ).flat(),
  }),
} as unknown as BookingDoor;

const choose = (search: string, zone = "UTC") =>
  slotChoice(door, "free-consultation", zone, new URLSearchParams(search));

describe("the day and time picker's page", () => {
  it("shows the first days with free times, the first chosen, and where the next page starts", async () => {
    const choice = await choose("");
    if (!choice.ok) throw new Error(choice.message);
    expect(choice.page.days).toHaveLength(DAYS_SHOWN);
    expect(choice.page.day?.date).toBe("2027-03-15");
    expect(choice.page.day?.slots.map((slot) => slot.time)).toEqual(["9:00 AM", "9:30 AM"]);
    expect(choice.page.laterFrom).toBe("2027-03-22");
    expect(choice.page.earlierFrom).toBeNull();
  });

  it("keeps the page a chosen day is on, and pages back to the days before", async () => {
    const later = await choose("from=2027-03-22&date=2027-03-24");
    if (!later.ok) throw new Error(later.message);
    expect(later.page.days[0]!.date).toBe("2027-03-22");
    expect(later.page.day?.date).toBe("2027-03-24");
    expect(later.page.laterFrom).toBeNull();
    expect(later.page.earlierFrom).toBe("2027-03-15");
  });

  it("puts the times on the visitor's own days: in Kolkata, 9:00 UTC is 2:30 PM", async () => {
    const choice = await choose("", "Asia/Kolkata");
    if (!choice.ok) throw new Error(choice.message);
    expect(choice.page.day?.slots[0]!.start).toBe("2027-03-15T14:30:00+05:30");
  });

  it("refuses a malformed date in words", async () => {
    expect(await choose("date=2027-13-01")).toEqual({
      ok: false,
      message: "That date could not be read. Use a date such as 2027-03-16.",
    });
  });
});

describe("the zone the times are shown in", () => {
  it("is the agency's until the visitor names one, and an unknown one is named as the problem", () => {
    expect(readZone(new URLSearchParams(""), "America/New_York")).toMatchObject({
      choice: { zone: "America/New_York", chosen: false },
      problem: null,
    });
    expect(readZone(new URLSearchParams("tz=europe/madrid"), "America/New_York")).toMatchObject({
      choice: { zone: "Europe/Madrid", chosen: true },
    });
    const unknown = readZone(new URLSearchParams("tz=Mars/Olympus"), "America/New_York");
    expect(unknown.choice.zone).toBe("America/New_York");
    expect(unknown.problem).toContain('"Mars/Olympus" is not a time zone');
    expect(unknown.choice.zones).toContain("Europe/Madrid");
  });
});
