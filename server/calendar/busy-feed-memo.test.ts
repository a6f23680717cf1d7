import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { comparable, feedReadMemo } from "./busy-feed-memo";

const at = (iso: string) => Temporal.Instant.from(iso);
const year = { from: at("2027-03-01T00:00:00Z"), to: at("2028-03-01T00:00:00Z") };
const day = { from: at("2027-03-09T00:00:00Z"), to: at("2027-03-10T00:00:00Z") };
const read = {
  events: [
    { uid: "a", start: at("2027-03-09T15:00:00Z"), end: at("2027-03-09T16:00:00Z") },
    { uid: "b", start: at("2027-04-01T15:00:00Z"), end: at("2027-04-01T16:00:00Z") },
  ],
  skipped: [],
  skippedCount: 0,
};
const feed = (stamp: string, summary = "Dentist") =>
  comparable(
    [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:a",
      `DTSTAMP:${stamp}`,
      "DTSTART:20270309T150000Z",
      `SUMMARY:${summary}`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n"),
  );

describe("the last read of a feed, kept", () => {
  it("answers a range inside the read it kept, for the same calendar, even stamped at another time", () => {
    const memo = feedReadMemo();
    memo.keep(feed("20270301T120000Z"), year, "UTC", read);
    expect(memo.recall(feed("20270309T080000Z"), day, "UTC")?.events).toEqual([read.events[0]]);
  });

  it("reads again a calendar that changed, a range it did not cover, or another zone", () => {
    const memo = feedReadMemo();
    memo.keep(feed("20270301T120000Z"), day, "UTC", read);
    expect(memo.recall(feed("20270301T120000Z", "Dentist, moved"), day, "UTC")).toBeNull();
    expect(memo.recall(feed("20270301T120000Z"), year, "UTC")).toBeNull();
    expect(memo.recall(feed("20270301T120000Z"), day, "Europe/Madrid")).toBeNull();
  });

  it("keeps the wider read of the same calendar, and the newest read of a changed one", () => {
    const memo = feedReadMemo();
    memo.keep(feed("20270301T120000Z"), year, "UTC", read);
    memo.keep(feed("20270301T120000Z"), day, "UTC", { ...read, events: [] });
    expect(memo.recall(feed("20270301T120000Z"), year, "UTC")?.events).toHaveLength(2);
    memo.keep(feed("20270301T120000Z", "Moved"), day, "UTC", { ...read, events: [] });
    expect(memo.recall(feed("20270301T120000Z"), day, "UTC")).toBeNull();
    expect(memo.recall(feed("20270301T120000Z", "Moved"), day, "UTC")?.events).toEqual([]);
  });
});
