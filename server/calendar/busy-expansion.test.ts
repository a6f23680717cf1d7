import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { expandOffThread, MAX_WAITING_READS, ReadsWaitingFull } from "./busy-expansion";
import { CalendarReadError } from "./busy-fetch";
import { feedOf, oneOffFeed, repeatingEvent } from "./testing/recurring-feed";

const range = {
  from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
  to: Temporal.Instant.from("2027-03-08T00:00:00Z"),
};
const daily = feedOf(repeatingEvent("daily@example.com", ":20270101T090000Z", "FREQ=DAILY"));

describe("reading a calendar off the main thread", () => {
  it("gives the busy events back across the thread, as Temporal values", async () => {
    const { events } = await expandOffThread(
      "Feed 1 (calendar.example.com)",
      [daily],
      range,
      "UTC",
    );
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
    ["30 February, hourly", "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30"],
  ])(
    "skips the repeats of a rule that never matches (%s) and names the event; the others are read",
    async (_, rule) => {
      const never = feedOf(
        repeatingEvent("never@example.com", ":20270302T090000Z", rule, ["SUMMARY:Team sync"]),
      );
      const read = await expandOffThread("CalDAV (dav.example.com)", [never, daily], range, "UTC");
      expect(read.events.filter((event) => event.uid === "daily@example.com")).toHaveLength(7);
      // Its first time still holds: only its repeats cannot be worked out.
      expect(read.events.filter((event) => event.uid === "never@example.com")).toEqual([
        {
          uid: "never@example.com",
          start: Temporal.Instant.from("2027-03-02T09:00:00Z"),
          end: Temporal.Instant.from("2027-03-02T09:30:00Z"),
        },
      ]);
      expect(read.skipped).toEqual([
        {
          uid: "never@example.com",
          summary: "Team sync",
          why: `its repeat rule never matches (${rule})`,
          once: true,
        },
      ]);
      expect(read.skippedCount).toBe(1);
    },
  );

  it("stops a read at its deadline, saying how far it got, never blaming repeats it has none of", async () => {
    const read = expandOffThread("Feed 3 (big.example.com)", [oneOffFeed(20_000)], range, "UTC", 1);
    await expect(read).rejects.toThrow(CalendarReadError);
    await expect(read).rejects.toThrow(
      /^Feed 3 \(big\.example\.com\) could not be read within 0\.001 s: (the thread that reads calendars had not begun it|it was still parsing [\d.]+ MB of calendar text|it had read [\d,]+ of its 20,000 events)/,
    );
    await expect(read).rejects.not.toThrow(/repeat/);
    // The stopped worker is replaced: the next read is answered.
    const { events } = await expandOffThread("Feed 1 (x)", [daily], range, "UTC");
    expect(events).toHaveLength(7);
  });

  it("refuses a read in words while as many as it may hold are waiting, and takes reads again after", async () => {
    const reads = Array.from({ length: MAX_WAITING_READS + 1 }, (_, i) =>
      expandOffThread(`Feed ${i + 1} (x)`, [daily], range, "UTC"),
    );
    const settled = await Promise.allSettled(reads);
    const refused = settled.flatMap((read) => (read.status === "rejected" ? [read.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ReadsWaitingFull);
    expect((refused[0] as Error).message).toBe(
      `Feed ${MAX_WAITING_READS + 1} (x) was not read: ${MAX_WAITING_READS} calendar reads are waiting on this server already`,
    );
    const { events } = await expandOffThread("Feed 1 (x)", [daily], range, "UTC");
    expect(events).toHaveLength(7);
  });

  it("refuses what is not iCalendar in words naming the calendar", async () => {
    await expect(
      expandOffThread("Feed 2 (sso.example.com)", ["<html>Sign in</html>"], range, "UTC"),
    ).rejects.toThrow("Feed 2 (sso.example.com) sent something that is not a calendar");
  });
});
