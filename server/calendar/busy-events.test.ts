import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { busyEventsOf, CalendarParseError } from "./busy-events";
import { heldSpan, type CalendarEvent } from "./busy-span";
import { feedOf, repeatingEvent } from "./testing/recurring-feed";

const feed = readFileSync(path.join(import.meta.dirname, "testing/outlook-feed.ics"), "utf8");
const AGENCY = "America/Los_Angeles";
const range = {
  from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
  to: Temporal.Instant.from("2027-12-01T00:00:00Z"),
};

/** Each event as "uid start/end" in UTC, in order: what a slot must keep clear of. */
function spans(events: CalendarEvent[], zone = AGENCY) {
  return events
    .map((event) => {
      const { start, end } = heldSpan(event, zone);
      return `${event.uid} ${start.toString()}/${end.toString()}`;
    })
    .sort();
}

describe("busy events of an iCalendar feed", () => {
  const { events } = busyEventsOf(feed, range, AGENCY);
  const of = (uid: string) => spans(events.filter((event) => event.uid === uid));

  it("expands a weekly event in the feed's own zone, across the spring change of clocks", () => {
    expect(of("weekly-standup@example.com").slice(0, 3)).toEqual([
      "weekly-standup@example.com 2027-03-04T15:00:00Z/2027-03-04T15:30:00Z",
      "weekly-standup@example.com 2027-03-11T15:00:00Z/2027-03-11T15:30:00Z",
      // 14 March 2027: New York moves to UTC-4, and 10:00 there is 14:00 UTC.
      "weekly-standup@example.com 2027-03-18T14:00:00Z/2027-03-18T14:30:00Z",
    ]);
  });

  it("keeps an override's new time, and drops an EXDATE and a cancelled occurrence", () => {
    const standups = of("weekly-standup@example.com");
    expect(standups).toContain(
      "weekly-standup@example.com 2027-03-26T18:00:00Z/2027-03-26T18:30:00Z",
    );
    expect(standups.some((span) => span.includes("2027-03-25"))).toBe(false);
    expect(standups.some((span) => span.includes("2027-04-01"))).toBe(false);
    expect(standups.some((span) => span.includes("2027-04-08"))).toBe(false);
    expect(standups).toContain(
      "weekly-standup@example.com 2027-04-15T14:00:00Z/2027-04-15T14:30:00Z",
    );
  });

  it("reads the autumn change of clocks (7 November 2027) from the declared zone", () => {
    expect(of("autumn-review@example.com")).toEqual([
      "autumn-review@example.com 2027-11-08T14:00:00Z/2027-11-08T15:00:00Z",
    ]);
  });

  it("holds the agency's whole day for an all-day event", () => {
    expect(of("offsite@example.com")).toEqual([
      "offsite@example.com 2027-03-16T07:00:00Z/2027-03-17T07:00:00Z",
    ]);
    expect(
      spans(
        events.filter((event) => event.uid === "offsite@example.com"),
        "Europe/Madrid",
      ),
    ).toEqual(["offsite@example.com 2027-03-15T23:00:00Z/2027-03-16T23:00:00Z"]);
  });

  it("lets transparent, free and cancelled events hold nothing", () => {
    const uids = new Set(events.map((event) => event.uid));
    expect(uids.has("focus-time@example.com")).toBe(false);
    expect(uids.has("maybe@example.com")).toBe(false);
    expect(uids.has("dropped@example.com")).toBe(false);
  });

  it("reads an undeclared IANA zone by its name, and a floating time in the agency's zone", () => {
    expect(of("berlin-call@example.com")).toEqual([
      "berlin-call@example.com 2027-03-22T15:00:00Z/2027-03-22T16:00:00Z",
    ]);
    expect(of("floating@example.com")).toEqual([
      "floating@example.com 2027-03-23T18:00:00Z/2027-03-23T19:00:00Z",
    ]);
  });

  it("gives only the occurrences that meet the range", () => {
    const week = {
      from: Temporal.Instant.from("2027-03-15T00:00:00Z"),
      to: Temporal.Instant.from("2027-03-22T00:00:00Z"),
    };
    expect(spans(busyEventsOf(feed, week, AGENCY).events)).toEqual([
      "offsite@example.com 2027-03-16T07:00:00Z/2027-03-17T07:00:00Z",
      "weekly-standup@example.com 2027-03-18T14:00:00Z/2027-03-18T14:30:00Z",
    ]);
  });

  it("leaves no zone of the feed registered behind it", () => {
    expect(ICAL.TimezoneService.has("Eastern Standard Time")).toBe(false);
  });

  it("relates an override to its own event only, by UID, not to another event at the same time", () => {
    const week = {
      from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
      to: Temporal.Instant.from("2027-03-08T00:00:00Z"),
    };
    const cancelledOnce = [
      "BEGIN:VEVENT",
      "UID:review@example.com",
      "DTSTAMP:20270101T000000Z",
      "RECURRENCE-ID:20270302T090000Z",
      "DTSTART:20270302T090000Z",
      "DURATION:PT30M",
      "STATUS:CANCELLED",
      "END:VEVENT",
    ];
    const calendar = feedOf(
      repeatingEvent("standup@example.com", ":20270301T090000Z", "FREQ=DAILY;COUNT=3"),
      repeatingEvent("review@example.com", ":20270301T090000Z", "FREQ=DAILY;COUNT=3"),
      cancelledOnce,
    );
    expect(spans(busyEventsOf(calendar, week, "UTC").events, "UTC")).toEqual([
      "review@example.com 2027-03-01T09:00:00Z/2027-03-01T09:30:00Z",
      "review@example.com 2027-03-03T09:00:00Z/2027-03-03T09:30:00Z",
      "standup@example.com 2027-03-01T09:00:00Z/2027-03-01T09:30:00Z",
      "standup@example.com 2027-03-02T09:00:00Z/2027-03-02T09:30:00Z",
      "standup@example.com 2027-03-03T09:00:00Z/2027-03-03T09:30:00Z",
    ]);
  });

  it("skips an event it cannot read and names it; the others still hold their time", () => {
    const week = {
      from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
      to: Temporal.Instant.from("2027-03-08T00:00:00Z"),
    };
    const broken = repeatingEvent(
      "broken@example.com",
      ":20270301T100000Z",
      "FREQ=WEEKLY;BYMONTHDAY=3",
      ["SUMMARY:Planning"],
    );
    const fine = repeatingEvent("fine@example.com", ":20270301T090000Z", "FREQ=DAILY;COUNT=2");
    const read = busyEventsOf(feedOf(broken, fine), week, "UTC");
    expect(read.events.map((event) => event.uid)).toEqual(["fine@example.com", "fine@example.com"]);
    expect(read.skipped).toEqual([
      {
        uid: "broken@example.com",
        summary: "Planning",
        why: "it could not be read (For WEEKLY recurrences neither BYMONTHDAY nor BYYEARDAY may appear)",
        once: false,
      },
    ]);
  });

  it("refuses what is not iCalendar in words", () => {
    expect(() => busyEventsOf("<html>Sign in</html>", range, AGENCY)).toThrow(CalendarParseError);
  });
});
