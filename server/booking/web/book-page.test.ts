import { beforeEach, describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { createFormTokens } from "../../inquiries/form-token";
import { createMemoryFormTokenUses } from "../../inquiries/form-token-uses";
import { createMemoryRateLimiter } from "../../limits/rate-limiter";
import { createBookingService } from "../service/service";
import type { BookingOrigin } from "../service/outcomes";
import { createWebBooking } from "./book-page";

const SITE = "https://voicefront.example";
const NOW = Date.parse("2027-03-01T12:00:00.000Z");
const MIN_FILL_MS = 3000;

/** The /book form's defences, before any slot is touched (the service's own tests cover slots). */
describe.each(testDatabaseKinds())("the /book form's way in on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let clock: number;
  let web: ReturnType<typeof createWebBooking>;
  let origins: (BookingOrigin | undefined)[];
  const tokens = createFormTokens("a test secret of enough length");
  beforeEach(() => {
    clock = NOW;
    origins = [];
    const service = createBookingService({
      onEvent: (event) => void origins.push(event.origin),
      site,
      availability: async () => ({
        meetingTypes: [defaultMeetingType],
        availability: defaultAvailability,
      }),
      now: () => new Date(clock),
    });
    web = createWebBooking({
      service,
      siteUrl: SITE,
      formTokens: tokens,
      formTokenUses: createMemoryFormTokenUses(() => clock),
      minFillMs: MIN_FILL_MS,
      rateLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }, () => clock),
      now: () => clock,
    });
  });

  let person = 0;
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, query = "") =>
    new Request(`${SITE}/book${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        type: defaultMeetingType.id,
        start: "2027-03-02T10:00:00-05:00",
        tz: "Europe/Madrid",
        name: "Ada Lovelace",
        email: `ada${++person}@example.com`,
        phone: "",
        notes: "",
        // A token of its own per post: each is good for a few sends only.
        [RENDERED_AT_FIELD]: tokens.issue(NOW - 10_000 - person),
        ...fields,
      }),
    });

  it("books a time sent at a person's pace, and gives the manage token once", async () => {
    const answer = await web.book(post({}), "203.0.113.1");
    expect(answer).toMatchObject({ outcome: "booked", manageToken: expect.any(String) });
  });

  it("tells the booking's listeners which 'Pick a time yourself' link led to the page", async () => {
    const start = "2027-03-04T11:00:00-05:00";
    const answer = await web.book(post({ start }, {}, "?type=x&via=chat-widget"), "203.0.113.9");
    expect(answer).toMatchObject({ outcome: "booked" });
    expect(origins).toEqual([{ address: "203.0.113.9", userAgent: "", via: "chat-widget" }]);
  });

  it("tells a second post for the same person and time only that it is held, nothing of the booking", async () => {
    const same = { start: "2027-03-03T15:00:00-05:00", email: "held@example.com" };
    expect(await web.book(post(same), "203.0.113.2")).toMatchObject({ outcome: "booked" });
    expect(await web.book(post(same), "203.0.113.3")).toEqual({ outcome: "already-held" });
  });

  it("offers a booking being moved its own time, as the service will move it there", async () => {
    const start = "2027-03-03T16:00:00-05:00";
    const answer = await web.book(post({ start }), "203.0.113.4");
    if (answer.outcome !== "booked") throw new Error(answer.outcome);
    const starts = async (moving?: string) => {
      const slots = await web.slots({
        meetingTypeId: defaultMeetingType.id,
        timeZone: "America/New_York",
        from: "2027-03-03T15:00:00-05:00",
        to: "2027-03-03T17:00:00-05:00",
        moving,
      });
      if (slots.outcome !== "slots") throw new Error(slots.message);
      return slots.slots.map((slot) => slot.start.toString());
    };
    expect(await starts()).not.toContain("2027-03-03T21:00:00Z");
    expect(await starts(answer.manageToken!)).toContain("2027-03-03T21:00:00Z");
    expect(await starts("not-a-token")).not.toContain("2027-03-03T21:00:00Z");
  });

  it("refuses a filled honeypot, a forged or stale token, and a post from another site, keeping what was typed", async () => {
    expect(await web.book(post({ [HONEYPOT_FIELD]: "https://spam.example" }), "ip")).toMatchObject({
      outcome: "refused",
      status: 400,
      values: { name: "Ada Lovelace" },
    });
    const forged = await web.book(post({ [RENDERED_AT_FIELD]: "123.forged" }), "ip");
    expect(forged).toMatchObject({
      outcome: "refused",
      status: 400,
      message: expect.stringContaining("expired"),
    });
    // A fresh token comes back with the refusal, so the next send can go through.
    expect(tokens.renderedAt(forged.outcome === "refused" ? forged.formToken : "", clock)).toBe(
      clock,
    );
    const stale = tokens.issue(NOW - 25 * 60 * 60 * 1000);
    expect(await web.book(post({ [RENDERED_AT_FIELD]: stale }), "ip")).toMatchObject({
      status: 400,
    });
    expect(await web.book(post({}, { origin: "https://elsewhere.example" }), "ip")).toMatchObject({
      status: 403,
    });
  });

  it("refuses a send faster than a person once, keeping the token, so the next press goes through", async () => {
    const token = tokens.issue(NOW - 500);
    const start = "2027-03-02T14:00:00-05:00";
    const quick = await web.book(post({ start, [RENDERED_AT_FIELD]: token }), "ip");
    expect(quick).toMatchObject({ outcome: "refused", status: 400, formToken: token });
    clock += MIN_FILL_MS;
    expect(await web.book(post({ start, [RENDERED_AT_FIELD]: token }), "ip")).toMatchObject({
      outcome: "booked",
    });
  });

  it("limits the posts of one address, with the minutes to wait in words", async () => {
    await web.book(post({ start: "2027-03-02T11:00:00-05:00" }), "198.51.100.7");
    await web.book(post({ start: "2027-03-02T11:30:00-05:00" }), "198.51.100.7");
    const third = await web.book(post({ start: "2027-03-02T12:00:00-05:00" }), "198.51.100.7");
    expect(third).toMatchObject({ outcome: "refused", status: 429, retryAfterSeconds: 60 });
    expect(
      await web.book(post({ start: "2027-03-02T12:00:00-05:00" }), "198.51.100.8"),
    ).toMatchObject({
      outcome: "booked",
    });
  });

  it("answers a taken time with 409 and the next free ones, and a bad zone with 400", async () => {
    const start = "2027-03-02T13:00:00-05:00";
    expect(await web.book(post({ start }), "a")).toMatchObject({ outcome: "booked" });
    const taken = await web.book(post({ start }), "b");
    expect(taken).toMatchObject({
      outcome: "slot-taken",
      status: 409,
      next: [expect.anything(), expect.anything(), expect.anything()],
    });
    expect(await web.book(post({ tz: "Nowhere/Special" }), "c")).toMatchObject({ status: 400 });
  });

  it("moves and cancels by the manage token; an unknown intent or token is refused in words", async () => {
    const made = await web.book(post({ start: "2027-03-03T10:00:00-05:00" }), "d");
    if (made.outcome !== "booked" || !made.manageToken) throw new Error("not booked");
    let sender = 0;
    const change = (fields: Record<string, string>, token = made.manageToken!) =>
      web.change(
        new Request(`${SITE}/book/manage/x`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        `192.0.2.${++sender}`,
        token,
      );
    expect(await change({ intent: "archive" })).toMatchObject({ status: 400 });
    expect(await change({ intent: "cancel" }, "unknown")).toMatchObject({ status: 404 });
    expect(
      await change({ intent: "reschedule", start: "2027-03-03T11:00:00-05:00", tz: "UTC" }),
    ).toEqual({ outcome: "changed", status: "confirmed" });
    expect(await change({ intent: "cancel" })).toEqual({ outcome: "changed", status: "cancelled" });
    expect(await change({ intent: "cancel" })).toEqual({
      outcome: "cancelled",
      message: "This booking was cancelled.",
    });
  });
});
