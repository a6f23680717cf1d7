import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalendarReadError } from "./busy-fetch";
import { calDavSource, icsFeedSource } from "./busy-sources";
import { startFeedServer } from "./testing/feed-server";
import { feedOf, repeatingEvent } from "./testing/recurring-feed";

const range = {
  from: Temporal.Instant.from("2027-03-01T00:00:00Z"),
  to: Temporal.Instant.from("2027-03-08T00:00:00Z"),
};

/** A CALDAV_URL whose server answers 200 with something that is no WebDAV multistatus. */
describe("a CalDAV address that answers with no calendar", () => {
  let pages: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    pages = await startFeedServer({
      "/sso/login": { type: "text/html; charset=utf-8", body: "<html><h1>Sign in</h1></html>" },
      "/dav/error": { type: "application/xml", body: "<error>maintenance</error>" },
    });
  });
  afterAll(() => pages?.stop());

  it.each(["/sso/login", "/dav/error"])(
    "fails the read in words, never as empty (%s)",
    async (at) => {
      const source = calDavSource({ url: pages.url(at), username: "team", password: "secret" });
      const read = source.read(range, "UTC");
      await expect(read).rejects.toThrow(CalendarReadError);
      await expect(read).rejects.toThrow(
        `CalDAV (${pages.host()}) did not answer as a CalDAV calendar at ${at}`,
      );
      await expect(source.name()).rejects.toThrow("did not answer as a CalDAV calendar");
    },
  );
});

describe("a feed asked for several ranges at once", () => {
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  const daily = repeatingEvent("daily@example.com", ":20270101T090000Z", "FREQ=DAILY");
  const served = { "/feed.ics": { body: feedOf(daily) } };
  beforeAll(async () => {
    feeds = await startFeedServer(served);
  });
  afterAll(() => feeds?.stop());

  it("downloads it once for the reads asked while a download is under way, each read over its own range", async () => {
    const source = icsFeedSource(feeds.url("/feed.ics"), 1);
    const nextWeek = { from: range.to, to: range.to.add({ hours: 24 * 3 }) };
    const reads = await Promise.all([source.read(range, "UTC"), source.read(nextWeek, "UTC")]);
    expect(reads.map((read) => read.events.length)).toEqual([7, 3]);
    expect(feeds.hits("/feed.ics")).toBe(1);
    await source.read(range, "UTC");
    expect(feeds.hits("/feed.ics")).toBe(2);
  });

  it("reads a feed again once it changed, after a read of the same feed it kept", async () => {
    const source = icsFeedSource(feeds.url("/feed.ics"), 1);
    expect((await source.read(range, "UTC")).events).toHaveLength(7);
    const dentist = [
      "BEGIN:VEVENT",
      "UID:dentist@example.com",
      "DTSTAMP:20270101T000000Z",
      "DTSTART:20270302T150000Z",
      "DURATION:PT1H",
      "END:VEVENT",
    ];
    served["/feed.ics"].body = feedOf(daily, dentist);
    const day = { from: range.from.add({ hours: 24 }), to: range.from.add({ hours: 48 }) };
    const uids = (await source.read(day, "UTC")).events.map((event) => event.uid);
    expect(uids.sort()).toEqual(["daily@example.com", "dentist@example.com"]);
  });
});
