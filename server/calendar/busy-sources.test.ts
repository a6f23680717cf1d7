import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalendarReadError } from "./busy-fetch";
import { calDavSource } from "./busy-sources";
import { startFeedServer } from "./testing/feed-server";

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
