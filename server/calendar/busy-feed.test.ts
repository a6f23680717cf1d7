import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { bookingTools } from "../../core/content/booking-assistant";
import { createBookingTools } from "../booking/assistant/tools";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { icsFeedSource } from "./busy-sources";
import { bookingWithCalendar, WHOLE_DAY } from "./testing/calendar-booking";
import { startFeedServer } from "./testing/feed-server";
import { feedOf, repeatingEvent } from "./testing/recurring-feed";

const SECRET = "/private-3f9a1c/basic.ics";
const outlookFeed = readFileSync(
  path.join(import.meta.dirname, "testing/outlook-feed.ics"),
  "utf8",
);
const without = (...times: string[]) => WHOLE_DAY.filter((time) => !times.includes(time));
const MINUTE = 60_000;
/** A repeat rule for 30 February: ical.js looks for its next time forever. */
const NEVER = "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30";

/** A read-only iCalendar feed, served by a local HTTP server, blocks the slots it holds. */
describe.each(testDatabaseKinds())("an iCalendar feed's busy times on %s", (kind) => {
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let site: SiteDatabase;
  let clock: Date;
  beforeAll(async () => {
    feeds = await startFeedServer({
      [SECRET]: { body: outlookFeed },
      "/sign-in": { type: "text/html", body: "<html><p>Sign in to see this calendar</p></html>" },
      "/huge.ics": { body: `BEGIN:VCALENDAR\r\n${"X-FILLER:0123456789\r\n".repeat(5000)}` },
      "/never.ics": {
        body: feedOf(
          repeatingEvent("never@example.com", ":20270201T150000Z", NEVER, ["SUMMARY:Team sync"]),
          repeatingEvent("daily@example.com", ":20270301T140000Z", "FREQ=DAILY"),
        ),
      },
    });
  });
  afterAll(async () => {
    await feeds?.stop();
  });
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(() => {
    clock = new Date("2027-03-01T12:00:00.000Z");
  });

  const reading = (feedPath: string, limits?: { timeoutMs: number; maxBytes: number }) =>
    bookingWithCalendar(site, [icsFeedSource(feeds.url(feedPath), 1, limits)], () => clock);

  it("blocks a weekly event at the same local time either side of the spring change of clocks", async () => {
    const { times } = reading(SECRET);
    expect(await times("2027-03-11")).toEqual(without("10:00"));
    expect(await times("2027-03-18")).toEqual(without("10:00"));
    // Moved by an override to Friday 14:00; the occurrence of 1 April is excluded, of 8 April cancelled.
    expect(await times("2027-03-25")).toEqual(WHOLE_DAY);
    expect(await times("2027-03-26")).toEqual(without("14:00"));
    expect(await times("2027-04-01")).toEqual(WHOLE_DAY);
    expect(await times("2027-04-08")).toEqual(WHOLE_DAY);
  });

  it("reads the week of the autumn change of clocks in the feed's own zone", async () => {
    clock = new Date("2027-10-20T12:00:00.000Z");
    const { times } = reading(SECRET);
    expect(await times("2027-11-08")).toEqual(without("09:00", "09:30"));
  });

  it("blocks the day of an all-day event; a transparent, free or cancelled one blocks nothing", async () => {
    const { times } = reading(SECRET);
    expect(await times("2027-03-16")).toEqual([]);
    expect(await times("2027-03-17")).toEqual(WHOLE_DAY);
    expect(await times("2027-03-18")).toEqual(without("10:00"));
    expect(await times("2027-03-19")).toEqual(WHOLE_DAY);
  });

  it("names what went wrong without showing the feed's secret address", async () => {
    const label = `Feed 1 (${feeds.host()})`;
    const messages = await Promise.all(
      [
        reading("/private-3f9a1c/gone.ics"),
        reading("/sign-in"),
        reading("/huge.ics", { timeoutMs: 5000, maxBytes: 64 * 1024 }),
      ].map(async ({ read }) => {
        const [test] = await read.desk.test();
        return test && !test.ok ? test.message : "(read)";
      }),
    );
    expect(messages).toEqual([
      `${label} has no calendar at its address (404): check the address`,
      expect.stringMatching(
        new RegExp(`^${label.replace(/[().]/g, "\\$&")} sent something that is not a calendar`),
      ),
      `${label} sent more than 64 KB`,
    ]);
    for (const message of messages) expect(message).not.toContain("private-3f9a1c");
    const { read } = reading(SECRET);
    expect(await read.desk.test()).toEqual([
      expect.objectContaining({ ok: true, name: "Dana's work calendar", eventsThisWeek: 1 }),
    ]);
  });

  it("skips the repeats of an event whose rule never matches, names it in the Calendar section, and reads the rest", async () => {
    const { times, read } = reading("/never.ics");
    // The daily event holds 9:00 in New York (14:00 UTC); the other's repeats hold nothing.
    expect(await times("2027-03-11")).toEqual(without("09:00"));
    expect(read.desk.status().rows[0]).toMatchObject({
      state: "ok",
      lastError: null,
      skippedCount: 1,
      skipped: [{ summary: "Team sync", why: `its repeat rule never matches (${NEVER})` }],
    });
  });

  it("offers the last good read through an outage for 30 minutes, then says booking is unavailable until the feed is back", async () => {
    const outage = await startFeedServer({ "/feed.ics": { body: outlookFeed } });
    const { times, book, read, service } = bookingWithCalendar(
      site,
      [icsFeedSource(outage.url("/feed.ics"), 1)],
      () => clock,
    );
    expect(await times("2027-03-11")).toEqual(without("10:00"));
    await outage.stop();

    clock = new Date(clock.getTime() + 20 * MINUTE);
    await read.busyTimes!.refresh();
    expect(await times("2027-03-11")).toEqual(without("10:00"));
    expect(await book("2027-03-11T11:00:00-05:00")).toMatchObject({ outcome: "booked" });
    expect(read.desk.status().rows[0]).toMatchObject({ state: "stale" });
    expect(read.desk.status().rows[0]!.lastError!.message).toMatch(/refused the connection/);

    clock = new Date(clock.getTime() + 11 * MINUTE);
    await expect(times("2027-03-11")).rejects.toThrow(/unavailable right now.*contact form/);
    expect(await book("2027-03-11T12:00:00-05:00", 2)).toMatchObject({
      outcome: "refused",
      contactInstead: true,
    });
    expect(read.desk.status().rows[0]).toMatchObject({ state: "unavailable" });
    const assistant = createBookingTools(service, {
      now: () => Temporal.Instant.fromEpochMilliseconds(clock.getTime()),
    });
    const context = { source: "voice" as const, callId: "outage", callerTimeZone: null };
    for (const [name, args] of [
      [bookingTools.checkAvailability, { timeZone: "America/New_York" }],
      [
        bookingTools.bookAppointment,
        { start: "2027-03-11T13:00:00-05:00", name: "Ann", email: "ann@example.com" },
      ],
    ] as const) {
      expect(await assistant.answer({ id: name, name, arguments: args }, context)).toMatch(
        /^Booking is unavailable right now.*contact form/,
      );
    }

    await outage.restart();
    // The requests above started a refresh in the background while the feed was down, and the
    // first call may join it: the second reads the feed back.
    await read.busyTimes!.refresh();
    await read.busyTimes!.refresh();
    expect(await times("2027-03-11")).toEqual(without("10:00", "11:00"));
    expect(read.desk.status().rows[0]).toMatchObject({ state: "ok", lastError: null });
    await outage.stop();
  });
});
