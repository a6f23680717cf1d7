import { readFileSync } from "node:fs";
import path from "node:path";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingTools } from "../../core/content/booking-assistant";
import { defaultMeetingType } from "../../core/content/booking";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../core/contact/inquiry-fields";
import { createBookingTools } from "../booking/assistant/tools";
import { createWebBooking } from "../booking/web/book-page";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createFormTokens } from "../inquiries/form-token";
import { createMemoryFormTokenUses } from "../inquiries/form-token-uses";
import { createMemoryRateLimiter } from "../limits/rate-limiter";
import { icsFeedSource } from "./busy-sources";
import { AGENCY_ZONE, bookingWithCalendar } from "./testing/calendar-booking";
import { startFeedServer } from "./testing/feed-server";

const SITE = "https://voicefront.example";
const FEED = "/private-7c2e/team.ics";
const outlookFeed = readFileSync(
  path.join(import.meta.dirname, "testing/outlook-feed.ics"),
  "utf8",
);
const { checkAvailability, bookAppointment } = bookingTools;

/**
 * The team's calendar as the site meets it after a start (each deploy), through both ways in: the
 * /book form, and the assistant's tools.
 */
describe.each(testDatabaseKinds())("the team's calendar from a start on %s", (kind) => {
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let site: SiteDatabase;
  const clock = new Date("2027-03-01T12:00:00.000Z");
  beforeAll(async () => {
    feeds = await startFeedServer({ [FEED]: { body: outlookFeed } });
  });
  afterAll(async () => {
    await feeds?.stop();
  });
  useTestDatabase(kind, (opened) => (site = opened));

  const tokens = createFormTokens("a test secret of enough length");
  let ways: ReturnType<typeof waysIn>;
  beforeEach(() => {
    ways = waysIn();
  });

  /** The site's calendar cache over the feed, with the form's and the assistant's ways in. */
  function waysIn() {
    const { service, inbox, read } = bookingWithCalendar(
      site,
      [icsFeedSource(feeds.url(FEED), 1)],
      () => clock,
    );
    const web = createWebBooking({
      service,
      siteUrl: SITE,
      formTokens: tokens,
      formTokenUses: createMemoryFormTokenUses(() => clock.getTime()),
      minFillMs: 0,
      rateLimiter: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }, () => clock.getTime()),
      changeLimiter: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
      now: () => clock.getTime(),
    });
    const tools = createBookingTools(service, {
      now: () => Temporal.Instant.fromEpochMilliseconds(clock.getTime()),
    });
    let call = 0;
    const assistant = (name: string, args: Record<string, unknown>) =>
      tools.answer(
        { id: `call-${++call}`, name, arguments: args },
        { source: "voice", callId: `start-up-${kind}`, callerTimeZone: null },
      );
    return { read, web, inbox, assistant };
  }

  let person = 0;
  const post = (fields: Record<string, string>) =>
    new Request(`${SITE}/book`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        type: defaultMeetingType.id,
        tz: AGENCY_ZONE,
        name: "Ada Lovelace",
        email: `ada${++person}@example.com`,
        phone: "",
        notes: "",
        [HONEYPOT_FIELD]: "",
        // A token of its own per post: each is good for a few sends only.
        [RENDERED_AT_FIELD]: tokens.issue(clock.getTime() - 60_000 - person),
        ...fields,
      }),
    });

  it("answers the form and the assistant asked during the first read once it is done, not as an outage", async () => {
    const letGo = feeds.hold(FEED);
    ways.read.start();
    const asked = Promise.all([
      ways.web.slots({
        meetingTypeId: defaultMeetingType.id,
        from: "2027-03-11T00:00:00-05:00",
        to: "2027-03-12T00:00:00-05:00",
        timeZone: AGENCY_ZONE,
        limit: 20,
      }),
      ways.web.book(post({ start: "2027-03-11T11:00:00-05:00" }), "203.0.113.1"),
      ways.assistant(checkAvailability, { date: "2027-03-11", timeZone: AGENCY_ZONE }),
      ways.assistant(bookAppointment, {
        start: "2027-03-11T13:00:00-05:00",
        name: "Ann Caller",
        email: "ann@example.com",
      }),
    ]);
    letGo();
    const [slots, booked, offered, bookedByVoice] = await asked;
    // The feed's weekly stand-up holds 10:00 that day.
    expect(slots).toMatchObject({ outcome: "slots" });
    const starts =
      slots.outcome === "slots" ? slots.slots.map((slot) => slot.start.toString()) : [];
    expect(starts).toContain("2027-03-11T14:00:00Z");
    expect(starts).not.toContain("2027-03-11T15:00:00Z");
    expect(booked).toMatchObject({ outcome: "held" });
    expect(offered).toMatch(/^Free times/);
    expect(offered).not.toContain("10:00 AM");
    expect(bookedByVoice).not.toMatch(/unavailable/);
    expect(bookedByVoice).toContain("1:00 PM");
    expect(ways.read.desk.status().rows[0]).toMatchObject({ state: "ok", lastError: null });
    await ways.read.stop();
  });

  it("downloads nothing for a booking or a move it refuses", async () => {
    await ways.read.busyTimes!.refresh();
    const email = "mover@example.com";
    const start = "2027-03-12T11:00:00-05:00";
    const booked = await ways.web.book(post({ start, email }), "203.0.113.2");
    if (booked.outcome !== "held") throw new Error("not held");
    const manage = (fields: Record<string, string>) =>
      new Request(`${SITE}/book/manage/${booked.manageToken}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const code = ways.inbox.codeFor(email);
    expect(
      await ways.web.change(manage({ intent: "confirm", code }), "203.0.113.2", booked.manageToken),
    ).toMatchObject({ outcome: "changed", status: "booked" });
    const downloads = feeds.hits(FEED);

    const refusals = [
      await ways.web.book(post({ email: "not an address" }), "203.0.113.3"),
      await ways.web.book(post({ start: "2027-03-12T03:00:00-05:00" }), "203.0.113.4"),
      await ways.web.book(post({ start: "2027-03-11T10:00:00-05:00" }), "203.0.113.5"),
    ];
    expect(refusals).toEqual([
      expect.objectContaining({ outcome: "refused", status: 400 }),
      expect.objectContaining({ outcome: "refused", status: 400 }),
      // The stand-up holds it in the cached read: taken, with the next free times.
      expect.objectContaining({ outcome: "slot-taken", status: 409 }),
    ]);
    const move = manage({
      intent: "reschedule",
      start: "2027-03-12T03:00:00-05:00",
      tz: AGENCY_ZONE,
    });
    expect(await ways.web.change(move, "203.0.113.6", booked.manageToken)).toMatchObject({
      outcome: "refused",
      status: 400,
    });
    for (const [start, email] of [
      ["2027-03-12T03:00:00-05:00", "ann@example.com"],
      ["2027-03-12T14:00:00-05:00", "ann at example"],
    ]) {
      const answer = await ways.assistant(bookAppointment, { start, name: "Ann Caller", email });
      expect(answer).toMatch(/^(Not booked|Nothing was changed)\./);
    }
    expect(feeds.hits(FEED)).toBe(downloads);
  });
});
