import { beforeEach, describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { createFormTokens } from "../../inquiries/form-token";
import { createMemoryFormTokenUses } from "../../inquiries/form-token-uses";
import { createMemoryRateLimiter } from "../../limits/rate-limiter";
import { createBookingService } from "../service/service";
import { codeInbox } from "../testing/code-inbox";
import { slotRefusals } from "../../../core/content/booking";
import { bookingAnswers } from "../../../core/content/booking-answers";
import type { BookingOrigin } from "../service/outcomes";
import { createWebBooking } from "./book-page";
import { siteLanguages } from "../../../core/content/languages";

const SITE = "https://voicefront.example";
const NOW = Date.parse("2027-03-01T12:00:00.000Z");
const MIN_FILL_MS = 3000;
/** Changes one manage link, or one address, may post a minute in these tests. */
const CHANGES = 10;

/** The /book form's defences, before any slot is touched (the service's own tests cover slots). */
describe.each(testDatabaseKinds())("the /book form's way in on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let clock: number;
  let web: ReturnType<typeof createWebBooking>;
  let origins: (BookingOrigin | undefined)[];
  const tokens = createFormTokens("a test secret of enough length");
  const inbox = codeInbox();
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
      trust: inbox.trust,
      now: () => new Date(clock),
    });
    web = createWebBooking({
      service,
      siteUrl: SITE,
      formTokens: tokens,
      formTokenUses: createMemoryFormTokenUses(() => clock),
      minFillMs: MIN_FILL_MS,
      rateLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }, () => clock),
      changeLimiter: createMemoryRateLimiter({ limit: CHANGES, windowMs: 60_000 }, () => clock),
      now: () => clock,
    });
  });

  let person = 0;
  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    query = "",
    path = "/book",
  ) =>
    new Request(`${SITE}${path}${query}`, {
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

  it("holds a time sent at a person's pace, and gives the hold's token once", async () => {
    const answer = await web.book(post({}), "203.0.113.1");
    expect(answer).toMatchObject({ outcome: "held", manageToken: expect.any(String) });
  });

  it("stores the language of the page the form was posted on", async () => {
    const spanish = await web.book(
      post({ start: "2027-03-08T10:00:00-05:00" }, {}, "", "/es/reservar"),
      "203.0.113.2",
    );
    const english = await web.book(post({ start: "2027-03-08T11:00:00-05:00" }), "203.0.113.3");
    const languages = await site.db
      .selectFrom("bookings")
      .select(["starts_at", "language"])
      .where("starts_at", "like", "2027-03-08%")
      .orderBy("starts_at")
      .execute();
    expect([spanish.outcome, english.outcome]).toEqual(["held", "held"]);
    expect(languages.map((row) => row.language)).toEqual(["es", "en"]);
  });

  it("refuses a post from a Spanish page in Spanish", async () => {
    const answer = await web.book(
      post({ [HONEYPOT_FIELD]: "x" }, {}, "", "/es/reservar"),
      "203.0.113.4",
    );
    expect(answer).toMatchObject({
      outcome: "refused",
      status: 400,
      message: siteLanguages.es.bookingRefusals.form.notSent,
    });
    expect(siteLanguages.es.bookingRefusals.form.notSent).toMatch(/^No se pudo enviar/);
  });

  it("tells the booking's listeners, once its code is typed, which 'Pick a time yourself' link led to the page", async () => {
    const start = "2027-03-04T11:00:00-05:00";
    const email = "via@example.com";
    const query = "?type=x&via=chat-widget";
    const held = await web.book(post({ start, email }, {}, query), "203.0.113.9");
    if (held.outcome !== "held") throw new Error(held.outcome);
    expect(origins).toEqual([]);
    // The hold's page keeps the link's name in its address, as /book does, and posts to it.
    const confirm = changeOn(held.manageToken, () => "203.0.113.9", "?done=held&via=chat-widget");
    expect(await confirm({ intent: "confirm", code: inbox.codeFor(email) })).toMatchObject({
      outcome: "changed",
    });
    expect(origins).toEqual([{ address: "203.0.113.9", userAgent: "", via: "chat-widget" }]);
  });

  it("answers a second post for the same person and time as it answers anyone: just taken", async () => {
    const same = { start: "2027-03-03T15:00:00-05:00", email: "held@example.com" };
    expect(await web.book(post(same), "203.0.113.2")).toMatchObject({ outcome: "held" });
    const again = await web.book(post(same), "203.0.113.3");
    const stranger = await web.book(post({ start: same.start }), "203.0.113.4");
    expect(again).toMatchObject({
      outcome: "slot-taken",
      status: 409,
      message: slotRefusals.taken,
    });
    if (!("status" in again) || !("status" in stranger)) throw new Error("not refused");
    expect({ ...again, values: null, formToken: null }).toEqual({
      ...stranger,
      values: null,
      formToken: null,
    });
  });

  it("offers a booking being moved its own time, as the service will move it there", async () => {
    const start = "2027-03-03T16:00:00-05:00";
    const answer = await web.book(post({ start }), "203.0.113.4");
    if (answer.outcome !== "held") throw new Error(answer.outcome);
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
      outcome: "held",
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
      outcome: "held",
    });
  });

  it("answers a taken time with 409 and the next free ones, and a bad zone with 400", async () => {
    const start = "2027-03-02T13:00:00-05:00";
    expect(await web.book(post({ start }), "a")).toMatchObject({ outcome: "held" });
    const taken = await web.book(post({ start }), "b");
    expect(taken).toMatchObject({
      outcome: "slot-taken",
      status: 409,
      next: [expect.anything(), expect.anything(), expect.anything()],
    });
    expect(await web.book(post({ tz: "Nowhere/Special" }), "c")).toMatchObject({ status: 400 });
  });

  const changeOn =
    (token: string, from = () => "192.0.2.1", query = "") =>
    (fields: Record<string, string>, link = token) =>
      web.change(
        new Request(`${SITE}/book/manage/x${query}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        from(),
        link,
      );

  it("confirms a hold by its code, then moves and cancels it; an unknown intent or token is refused in words", async () => {
    const email = "mover@example.com";
    const made = await web.book(post({ start: "2027-03-03T10:00:00-05:00", email }), "d");
    if (made.outcome !== "held") throw new Error("not held");
    let sender = 0;
    const change = changeOn(made.manageToken, () => `192.0.2.${++sender}`);
    expect(await change({ intent: "archive" })).toMatchObject({ status: 400 });
    expect(await change({ intent: "cancel" })).toEqual({
      outcome: "refused",
      status: 400,
      message: bookingAnswers.notConfirmedYet,
      values: { start: "", tz: "" },
    });
    expect(await change({ intent: "confirm", code: "not the code" })).toMatchObject({
      status: 400,
      message: bookingAnswers.wrongCode(4),
    });
    expect(await change({ intent: "resend" })).toEqual({ outcome: "code-sent" });
    expect(await change({ intent: "confirm", code: inbox.codeFor(email) })).toEqual({
      outcome: "changed",
      status: "booked",
    });
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

  it("refuses in Spanish what the service refuses a booking made on the Spanish page", async () => {
    const { answers, slots } = siteLanguages.es.bookingRefusals;
    const start = "2027-03-09T10:00:00-05:00";
    const onSpanishPage = (fields: Record<string, string>) =>
      post({ start, ...fields }, {}, "", "/es/reservar");
    const made = await web.book(onSpanishPage({ email: "ana@example.com" }), "192.0.2.10");
    if (made.outcome !== "held") throw new Error("not held");
    expect(await web.book(onSpanishPage({}), "192.0.2.11")).toMatchObject({
      outcome: "slot-taken",
      status: 409,
      message: "Alguien acaba de reservar esa hora.",
    });
    // A change speaks the booking's own language, whichever page it is posted from.
    const change = changeOn(made.manageToken);
    expect(await change({ intent: "cancel" })).toMatchObject({
      status: 400,
      message: answers.notConfirmedYet,
    });
    expect(await change({ intent: "confirm", code: "not the code" })).toMatchObject({
      status: 400,
      message: answers.wrongCode(4),
    });
    expect(answers.wrongCode(4)).toMatch(/^Ese código no coincide /);
    expect(slots.taken).toBe("Alguien acaba de reservar esa hora.");
    const crossSite = post({ start }, { origin: "https://evil.example" }, "", "/es/reservar");
    expect(await web.book(crossSite, "192.0.2.12")).toMatchObject({
      status: 403,
      message: siteLanguages.es.contactForm.refused.crossSite,
    });
    const named = onSpanishPage({ name: "Ana https://ana.example", email: "ana@example.org" });
    expect(await web.book(named, "192.0.2.12")).toMatchObject({
      outcome: "invalid",
      status: 400,
      message:
        "Revise estos datos, por favor: Nombre: un nombre en una sola línea, sin una dirección web ni de correo (escriba St. John, no St.John).",
    });
    const search = { meetingTypeId: "no-such-type", timeZone: "UTC" };
    expect(await web.slots({ ...search, language: "es" })).toEqual({
      outcome: "refused",
      message: answers.unknownMeetingType,
    });
    const onMars = { meetingTypeId: defaultMeetingType.id, timeZone: "Mars/Base" };
    expect(await web.slots({ ...onMars, language: "es" })).toEqual({
      outcome: "refused",
      message: answers.unknownTimeZone("Mars/Base"),
    });
  });

  it("limits moves, cancels and codes from a manage link apart from the form: per link and per address", async () => {
    const email = "limited@example.com";
    const made = await web.book(post({ start: "2027-03-04T10:00:00-05:00", email }), "e");
    if (made.outcome !== "held") throw new Error("not held");
    // The form's limit for this address is spent; a manage link's changes are counted apart.
    await web.book(post({ start: "2027-03-04T11:00:00-05:00" }), "198.51.100.20");
    await web.book(post({ start: "2027-03-04T12:00:00-05:00" }), "198.51.100.20");
    let sender = 0;
    const fromMany = changeOn(made.manageToken, () => `198.51.100.${20 + (sender++ % 2)}`);
    const unreadable = { intent: "archive" };
    for (let n = 0; n < CHANGES; n++) {
      expect(await fromMany(unreadable)).toMatchObject({ status: 400 });
    }
    // Spent from two addresses: the link's own count is, whoever sends the next.
    const next = await changeOn(made.manageToken, () => "198.51.100.99")(unreadable);
    expect(next).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    clock += 60_000;
    expect(
      await changeOn(made.manageToken)({ intent: "confirm", code: inbox.codeFor(email) }),
    ).toEqual({ outcome: "changed", status: "booked" });
  });

  it("limits one address's manage-link changes over all its links", async () => {
    const links = [];
    for (const [n, start] of ["2027-03-05T10:00:00-05:00", "2027-03-05T11:00:00-05:00"].entries()) {
      const made = await web.book(post({ start, email: `links${n}@example.com` }), `f${n}`);
      if (made.outcome !== "held") throw new Error("not held");
      links.push(made.manageToken);
    }
    const fromOne = (link: string) => changeOn(link, () => "203.0.113.50")({ intent: "archive" });
    for (let n = 0; n < CHANGES; n++) await fromOne(links[n % 2]!);
    expect(await fromOne(links[0]!)).toMatchObject({ status: 429 });
    expect(await changeOn(links[0]!, () => "203.0.113.51")({ intent: "archive" })).toMatchObject({
      status: 400,
    });
  });
});
