import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { iteratorFrom } from "./recurrence-fast-forward";
import { feedOf, repeatingEvent } from "./testing/recurring-feed";

const eventOf = (start: string, rule: string, extra: string[] = []) => {
  const calendar = new ICAL.Component(
    ICAL.parse(feedOf(repeatingEvent("e@example.com", start, rule, extra))) as unknown[],
  );
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
};

function firstOf(iterator: ICAL.RecurExpansion, count: number, from = -Infinity) {
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    if (next.toUnixTime() >= from) found.push(next.toString());
  }
  return found;
}

const SKIP_BEFORE = Date.UTC(2026, 10, 26) / 1000;

describe("starting a recurring event's iterator late", () => {
  it.each([
    [";TZID=Europe/Berlin:20150105T080000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=SU"],
    [";TZID=America/New_York:20150106T233000", "FREQ=WEEKLY"],
    [":20150105T080000Z", "FREQ=DAILY;INTERVAL=3"],
    [";TZID=Europe/Berlin:20150105T020000", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR"],
    [":20150105T080000Z", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270301T000000Z"],
  ])("gives the same occurrences as stepping from DTSTART (%s %s)", (start, rule) => {
    const event = eventOf(start, rule);
    const late = firstOf(iteratorFrom(event, SKIP_BEFORE), 60, SKIP_BEFORE);
    expect(late.length).toBeGreaterThan(10);
    expect(late).toEqual(firstOf(event.iterator(), 60, SKIP_BEFORE));
    // It did start late: its first occurrence is close before the skipped part's end.
    const first = iteratorFrom(event, SKIP_BEFORE).next()!;
    expect(SKIP_BEFORE - first.toUnixTime()).toBeLessThan(21 * 24 * 3600);
  });

  it.each([
    ["a COUNT", ":20150105T080000Z", "FREQ=WEEKLY;COUNT=1000"],
    ["a DTSTART that is no occurrence", ":20150104T080000Z", "FREQ=WEEKLY;BYDAY=MO"],
    ["a monthly rule", ":20150131T080000Z", "FREQ=MONTHLY"],
    ["a part other than BYDAY", ":20150105T080000Z", "FREQ=DAILY;BYMONTH=2"],
  ])("steps from DTSTART for %s", (_, start, rule) => {
    const event = eventOf(start, rule);
    expect(firstOf(iteratorFrom(event, SKIP_BEFORE), 1)).toEqual(firstOf(event.iterator(), 1));
  });

  it("steps from DTSTART for an event with an RDATE", () => {
    const event = eventOf(":20150105T080000Z", "FREQ=WEEKLY", ["RDATE:20270310T120000Z"]);
    expect(firstOf(iteratorFrom(event, SKIP_BEFORE), 1)).toEqual(["2015-01-05T08:00:00Z"]);
  });
});
