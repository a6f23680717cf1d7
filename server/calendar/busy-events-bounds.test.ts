import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it, vi } from "vitest";
import { busyEventsOf } from "./busy-events";
import { heldSpan, type CalendarEvent } from "./busy-span";
import { feedOf, oneOffFeed, repeatingEvent, weekdayFeed } from "./testing/recurring-feed";

const AGENCY = "Europe/Berlin";
const range = {
  from: Temporal.Instant.from("2026-11-26T00:00:00Z"),
  to: Temporal.Instant.from("2027-11-27T00:00:00Z"),
};
const spans = (events: CalendarEvent[]) =>
  events.map((event) => {
    const { start, end } = heldSpan(event, AGENCY);
    return `${start.toString()}/${end.toString()}`;
  });

describe("how far a recurring event is expanded", () => {
  it("still blocks each day of a daily event from 1970, stepped from its start", () => {
    const { events } = busyEventsOf(
      feedOf(repeatingEvent("daily@example.com", ":19700101T090000Z", "FREQ=DAILY;BYHOUR=9")),
      range,
      AGENCY,
    );
    expect(events).toHaveLength(366);
    expect(spans(events)).toContain("2027-03-15T09:00:00Z/2027-03-15T09:30:00Z");
  });

  it("holds the whole range for an event with more repeats than it may step through", () => {
    const minutely = repeatingEvent("minutely@example.com", ":20260101T000000Z", "FREQ=MINUTELY");
    expect(spans(busyEventsOf(feedOf(minutely), range, AGENCY).events)).toEqual([
      `${range.from.toString()}/${range.to.toString()}`,
    ]);
    const free = repeatingEvent("free@example.com", ":20260101T000000Z", "FREQ=MINUTELY", [
      "TRANSP:TRANSPARENT",
    ]);
    expect(busyEventsOf(feedOf(free), range, AGENCY).events).toEqual([]);
  });

  it("keeps an EXDATE and a moved occurrence of an event repeating since 2015", () => {
    const weekly = repeatingEvent("weekly@example.com", ":20150105T080000Z", "FREQ=WEEKLY", [
      "EXDATE:20270301T080000Z",
    ]);
    const moved = [
      "BEGIN:VEVENT",
      "UID:weekly@example.com",
      "DTSTAMP:20150101T000000Z",
      "RECURRENCE-ID:20270308T080000Z",
      "DTSTART:20270309T140000Z",
      "DURATION:PT1H",
      "END:VEVENT",
    ];
    const held = spans(busyEventsOf(feedOf(weekly, moved), range, AGENCY).events);
    expect(held).toContain("2027-02-22T08:00:00Z/2027-02-22T08:30:00Z");
    expect(held.some((span) => span.startsWith("2027-03-01"))).toBe(false);
    expect(held.some((span) => span.startsWith("2027-03-08"))).toBe(false);
    expect(held).toContain("2027-03-09T14:00:00Z/2027-03-09T15:00:00Z");
    expect(held).toContain("2027-03-15T08:00:00Z/2027-03-15T08:30:00Z");
  });

  it("reads years of weekday events, each weekday of the range once", () => {
    // How fast is measured, not asserted (docs/decisions/023): 10.0 s stepping from 2015, 0.7 s
    // started close to the range (recurrence-fast-forward.test.ts checks they agree).
    const { events } = busyEventsOf(weekdayFeed(50, "Europe/Berlin"), range, AGENCY);
    expect(events).toHaveLength(50 * 262);
  });
});

describe("how a large calendar is read", () => {
  it.each([
    ["in UTC", undefined],
    ["in an IANA zone no VTIMEZONE declares", "America/New_York"],
  ])("walks its events a bounded number of times, not once for each of them (%s)", (_, tzid) => {
    // Each of ical.js's walks over a component's children, counted by the children it passes:
    // relating overrides and looking an undeclared TZID up both walked the whole calendar once
    // per event (10 s for 10,000 events; the figures are bench:calendar's).
    const walk = ICAL.Component.prototype.getAllSubcomponents;
    let passed = 0;
    const spy = vi
      .spyOn(ICAL.Component.prototype, "getAllSubcomponents")
      .mockImplementation(function (this: ICAL.Component, name?: string) {
        passed += (this.jCal[2] as unknown[]).length;
        return walk.call(this, name);
      });
    try {
      const { events } = busyEventsOf(oneOffFeed(2_000, tzid), range, AGENCY);
      expect(events).toHaveLength(330);
    } finally {
      spy.mockRestore();
    }
    expect(passed).toBeLessThan(3 * 2_000);
  });
});
