import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { BookingDoor } from "../../core/booking/booking-door";
import { readZone, slotChoice, DAYS_SHOWN } from "./slot-choice.server";

type DoorAsk = Parameters<BookingDoor["slots"]>[0];

/** A door over a fixed list of slots, answering `from`, `to` and `limit` as the service does. */
function doorOver(all: { start: Temporal.Instant; end: Temporal.Instant }[]) {
  const asks: DoorAsk[] = [];
  const door = {
    slots: async (ask: DoorAsk) => {
      asks.push(ask);
      const from = ask.from ? Temporal.Instant.from(ask.from) : null;
      const to = ask.to ? Temporal.Instant.from(ask.to) : null;
      const inRange = all.filter(
        ({ start }) =>
          (!from || Temporal.Instant.compare(start, from) >= 0) &&
          (!to || Temporal.Instant.compare(start, to) < 0),
      );
      return { outcome: "slots" as const, slots: inRange.slice(0, ask.limit ?? 50) };
    },
  } as unknown as BookingDoor;
  return { door, asks };
}

/** Slots every `stepMinutes` from 9:00 UTC for `perDay` slots, on `days` days from 2027-03-15. */
const slotsEvery = (stepMinutes: number, perDay: number, days: number) =>
  Array.from({ length: days }, (_, day) =>
    Array.from({ length: perDay }, (_, n) => {
      const start = Temporal.Instant.from("2027-03-15T09:00:00Z").add({
        hours: day * 24,
        minutes: n * stepMinutes,
      });
      return { start, end: start.add({ minutes: 30 }) };
    }),
  ).flat();

/** 9:00 and 9:30 UTC on each of twelve days from Monday 2027-03-15. */
const { door } = doorOver(slotsEvery(30, 2, 12));

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

  it("asks the door in the page's language, and shows Spanish times on a Spanish page", async () => {
    const { door: spanishDoor, asks } = doorOver(slotsEvery(30, 2, 12));
    const params = new URLSearchParams("");
    const choice = await slotChoice(spanishDoor, "free-consultation", "UTC", params, {
      language: "es",
    });
    if (!choice.ok) throw new Error(choice.message);
    expect(asks.map((ask) => ask.language)).toContain("es");
    expect(asks.every((ask) => ask.language === "es")).toBe(true);
    expect(choice.page.day?.slots[0]!.time).toMatch(/^9:00\sa\.\s?m\.$/);
  });

  it("refuses a malformed date in words", async () => {
    expect(await choose("date=2027-13-01")).toEqual({
      ok: false,
      message: "That date could not be read. Use a date such as 2027-03-16.",
    });
  });
});

describe("a short slot step", () => {
  // 5-minute slots from 9:00 to 20:55: 144 a day, so 1,000 slots end inside the seventh day.
  const { door: busy, asks } = doorOver(slotsEvery(5, 144, 30));
  const page = async (search: string) => {
    const choice = await slotChoice(busy, "free-consultation", "UTC", new URLSearchParams(search));
    if (!choice.ok) throw new Error(choice.message);
    return choice.page;
  };

  it("still shows whole days and pages on to the last of them", async () => {
    const first = await page("");
    expect(first.days.map((day) => day.date)).toEqual([
      "2027-03-15",
      "2027-03-16",
      "2027-03-17",
      "2027-03-18",
      "2027-03-19",
      "2027-03-20",
      "2027-03-21",
    ]);
    expect(first.day?.slots).toHaveLength(144);
    expect(first.laterFrom).toBe("2027-03-22");
    let later: string | null = first.laterFrom;
    let last = first;
    while (later) {
      last = await page(`from=${later}`);
      later = last.laterFrom;
    }
    expect(last.days.at(-1)?.date).toBe("2027-04-13");
    expect((await page("from=2027-04-13&date=2027-04-13")).day?.slots).toHaveLength(144);
  });

  it("pages back a whole page at a time", async () => {
    expect((await page("from=2027-03-29")).earlierFrom).toBe("2027-03-22");
    expect((await page("from=2027-03-18")).earlierFrom).toBe("2027-03-15");
    expect((await page("from=2027-03-15")).earlierFrom).toBeNull();
    expect(asks.every((ask) => ask.limit === 1000)).toBe(true);
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

  it("is named, and refused, in the page's language", () => {
    const spanish = readZone(new URLSearchParams("tz=Europe/Madrid"), "America/New_York", "es");
    expect(spanish.choice.name).toMatch(/^hora (estándar|de verano) de Europa central$/);
    const unknown = readZone(new URLSearchParams("tz=Mars/Olympus"), "America/New_York", "es");
    expect(unknown.problem).toBe(
      'No conocemos la zona horaria "Mars/Olympus". Elija una como Europe/Madrid.',
    );
  });
});
