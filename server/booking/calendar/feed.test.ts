import { Hono } from "hono";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { storedAvailability } from "../store/availability";
import { cancelBooking } from "../store/changes";
import { createBooking } from "../store/bookings";
import { booked, NOW, sampleBooking, useBookingStore } from "../testing/sample-booking";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import { createCalendarFeedDesk } from "./desks";
import { createLogger } from "../../logger";
import { redactedPath } from "../../http/redacted-path";
import { addStaff } from "../../staff/staff-accounts";
import { CALENDAR_FEED_PATH, calendarFeedHandler } from "./feed-route";
import { FEED_LIMITS } from "./feed";

const SITE_URL = "https://site.example";

/** The feed's events as a calendar reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    zone: calendar.getFirstPropertyValue("x-wr-timezone"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        sequence: event.sequence,
      };
    }),
  };
}

describe.each(testDatabaseKinds())("the team's calendar feed on %s", (kind) => {
  const store = useBookingStore(kind);
  let site: SiteDatabase;
  let app: Hono;
  let desk: ReturnType<typeof createCalendarFeedDesk>;
  const owner = { id: "", email: "ada@example.com" };
  const other = { id: "", email: "grace@example.com" };
  const get = (url: string) => app.request(url.replace(SITE_URL, ""));

  beforeAll(async () => {
    site = store.site();
    for (const staff of [owner, other]) {
      await addStaff(site.db, staff.email);
      staff.id = (
        await site.db
          .selectFrom("staff")
          .select("id")
          .where("email", "=", staff.email)
          .executeTakeFirstOrThrow()
      ).id;
    }
    const handler = calendarFeedHandler({
      database: site,
      siteUrl: SITE_URL,
      settings: () => storedAvailability(site.db),
      now: () => NOW,
    });
    app = new Hono().get(CALENDAR_FEED_PATH, handler);
    desk = createCalendarFeedDesk({
      database: site,
      siteUrl: SITE_URL,
      logger: createLogger("silent"),
      now: () => NOW,
    });
  });

  it("shows the upcoming bookings by name and reference, hides cancelled and past ones", async () => {
    const kept = booked(await store.book("2027-03-15T13:00:00.000Z", 1)).booking;
    const cancelled = booked(await store.book("2027-03-16T13:00:00.000Z", 2)).booking;
    expect((await cancelBooking(site, cancelled.id, "staff", NOW)).outcome).toBe("changed");
    const earlier = new Date("2027-02-01T12:00:00.000Z");
    booked(await createBooking(site, sampleBooking("2027-02-20T13:00:00.000Z", 3), earlier));
    const beyond = new Date(NOW.getTime() + (FEED_LIMITS.daysAhead + 1) * 86_400_000);
    booked(await store.book(beyond.toISOString(), 4));

    const { url } = await desk.issue(owner);
    expect(url).toMatch(/^https:\/\/site\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, max-age=300");
    const text = await answer.text();
    const feed = eventsOf(text);
    expect(feed.zone).toBe((await storedAvailability(site.db)).availability.timeZone);
    expect(feed.events).toEqual([
      {
        uid: kept.invitationUid,
        summary: expect.stringContaining("Visitor 1"),
        start: kept.startsAt,
        sequence: 0,
      },
    ]);
    expect(text).toContain(kept.reference);
    // Name and reference only: no contact details, no notes. The phone whole and as bare digits:
    // its "555" alone turned up inside an event's random UID once (a red run on a correct tree).
    const phone = "+1 555 010 0001";
    for (const detail of [
      "visitor1@example.com",
      phone,
      phone.replace(/\D/g, ""),
      "About a booking assistant",
    ]) {
      expect(text).not.toContain(detail);
    }
  });

  it("stops answering a revoked address, and a replaced one, at once", async () => {
    const first = await desk.issue(owner);
    expect((await get(first.url)).status).toBe(200);
    expect(await desk.revoke(owner)).toBe(true);
    expect(await desk.revoke(owner)).toBe(false);
    const revoked = await get(first.url);
    expect([revoked.status, revoked.headers.get("cache-control")]).toEqual([404, "no-store"]);
    expect(await desk.current(owner)).toBeNull();

    const second = await desk.issue(owner);
    expect(second.replaced).toBe(false);
    const third = await desk.issue(owner);
    expect(third.replaced).toBe(true);
    expect((await get(second.url)).status).toBe(404);
    expect((await get(third.url)).status).toBe(200);
    expect(await desk.current(owner)).toEqual(third.feed);

    // Another staff member's feed is theirs: made and ended apart from this one.
    const theirs = await desk.issue(other);
    expect(await desk.revoke(other)).toBe(true);
    expect((await get(theirs.url)).status).toBe(404);
    expect((await get(third.url)).status).toBe(200);

    const rows = await site.db
      .selectFrom("calendar_feeds")
      .select(["staff_id", "token_hash", "created_by", "revoked_by"])
      .execute();
    expect(rows.filter((row) => row.revoked_by === null)).toEqual([
      expect.objectContaining({ staff_id: owner.id, created_by: owner.email }),
    ]);
    expect(rows.filter((row) => row.revoked_by === other.email)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(third.url.split("/").pop()!.replace(".ics", ""));
  });

  it("answers 404 to an unknown, malformed or oversized token", async () => {
    for (const path of [
      `/calendar/${"A".repeat(43)}.ics`,
      "/calendar/short.ics",
      `/calendar/${"A".repeat(43)}`,
      `/calendar/${"A".repeat(5000)}.ics`,
      "/calendar/.ics",
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it("keeps the token out of the request log", () => {
    expect(redactedPath(`/calendar/${"A".repeat(43)}.ics`)).toBe("/calendar/[redacted]");
  });
});
