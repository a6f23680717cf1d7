import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { expandOffThread } from "./busy-expansion";
import { CalendarReadError } from "./busy-fetch";
import { feedOf, repeatingEvent } from "./testing/recurring-feed";

const range = {
  from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
  to: Temporal.Instant.from("2027-03-08T00:00:00Z"),
};
const daily = feedOf(repeatingEvent("daily@example.com", ":20270101T090000Z", "FREQ=DAILY"));

describe("reading a calendar off the main thread", () => {
  it("gives the busy events back across the thread, as Temporal values", async () => {
    const events = await expandOffThread("Feed 1 (calendar.example.com)", [daily], range, "UTC");
    expect(events).toHaveLength(7);
    expect(events[0]).toEqual({
      uid: "daily@example.com",
      start: Temporal.Instant.from("2027-03-01T09:00:00Z"),
      end: Temporal.Instant.from("2027-03-01T09:30:00Z"),
    });
  });

  it.each([
    ["30 February", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"],
    ["31 April", "FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31"],
  ])("stops a repeat rule that never matches (%s) at its deadline, in words", async (_, rule) => {
    const never = feedOf(repeatingEvent("never@example.com", ":20260101T090000Z", rule));
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 50);
    const started = performance.now();
    const read = expandOffThread("CalDAV (dav.example.com)", [never, daily], range, "UTC", 1_000);
    await expect(read).rejects.toThrow(CalendarReadError);
    await expect(read).rejects.toThrow(
      "CalDAV (dav.example.com) has an event whose repeats could not be worked out within 1 s",
    );
    clearInterval(ticking);
    // Stopped at all (it never returns by itself), and the main thread ran meanwhile: generous
    // bounds, as a busy machine stretches both.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(ticks).toBeGreaterThan(2);
    // The stopped worker is replaced: the next read is answered.
    await expect(expandOffThread("Feed 1 (x)", [daily], range, "UTC")).resolves.toHaveLength(7);
  });

  it("refuses what is not iCalendar in words naming the calendar", async () => {
    await expect(
      expandOffThread("Feed 2 (sso.example.com)", ["<html>Sign in</html>"], range, "UTC"),
    ).rejects.toThrow("Feed 2 (sso.example.com) sent something that is not a calendar");
  });
});
