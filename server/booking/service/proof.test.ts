import { beforeEach, describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { bookingAnswers } from "../../../core/content/booking-answers";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { answerOf, codeInbox, NO_CAPS, TEST_HOLD_MS, type CodeInbox } from "../testing/code-inbox";
import type { BookingTrust } from "./proof";
import type { BookAnswer, BookingEvent, BookInput } from "./outcomes";
import { createBookingService, type BookingService } from "./service";

const ZONE = "America/New_York";
const START = "2027-03-16T10:00:00-04:00";

const held = (answer: BookAnswer) => answerOf(answer, "held");

/**
 * Nobody holds what they have not proven (issue 46): the service's side of a hold, its code and
 * its caps, with the code e-mailed to a mailbox the test reads as the visitor would.
 */
describe.each(testDatabaseKinds())("holds and their proof in the booking service on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let clock: Date;
  let events: BookingEvent[];
  let inbox: CodeInbox;
  let service: BookingService;
  const wire = (trust: Partial<BookingTrust> = {}) => {
    inbox = codeInbox(trust);
    service = createBookingService({
      site,
      availability: async () => ({
        meetingTypes: [defaultMeetingType],
        availability: defaultAvailability,
      }),
      trust: inbox.trust,
      now: () => clock,
      onEvent: (event) => void events.push(event),
    });
  };
  beforeEach(async () => {
    await site.db.deleteFrom("bookings").execute();
    clock = new Date("2027-03-01T12:00:00.000Z");
    events = [];
    wire();
  });

  const input = (person: number, more: Partial<BookInput> = {}): BookInput => ({
    meetingTypeId: defaultMeetingType.id,
    start: START,
    visitor: { name: `Visitor ${person}`, email: `visitor${person}@example.com`, timeZone: ZONE },
    source: "web",
    ...more,
  });
  const offered = async () => {
    const answer = await service.slots({
      meetingTypeId: defaultMeetingType.id,
      date: "2027-03-16",
      timeZone: ZONE,
    });
    if (answer.outcome !== "slots") throw new Error(answer.message);
    return answer.slots.map((slot) => slot.start.toString());
  };
  const startInstant = "2027-03-16T14:00:00Z";

  it("holds an unproven booking: its slot is kept, nobody is told, and its code makes it a booking", async () => {
    const hold = held(await service.book(input(1)));
    expect(hold.booking.heldUntil).toBe(new Date(clock.getTime() + TEST_HOLD_MS).toISOString());
    expect(events).toEqual([]);
    expect(await offered()).not.toContain(startInstant);
    const link = { manageToken: hold.manageToken! };
    expect(await service.manage(link.manageToken)).toMatchObject({ state: "held" });
    expect(await service.cancel(link)).toEqual({
      outcome: "refused",
      message: bookingAnswers.notConfirmedYet,
    });
    expect(await service.reschedule(link, "2027-03-16T11:00:00-04:00", ZONE)).toMatchObject({
      outcome: "refused",
      message: bookingAnswers.notConfirmedYet,
    });

    const code = inbox.codeFor("visitor1@example.com");
    const wrong = code === "123456" ? "654321" : "123456";
    // Still held: another try may match (a lapsed hold, below, says no such thing).
    expect(await service.confirm(link, wrong)).toEqual({
      outcome: "refused",
      message: bookingAnswers.wrongCode(4),
      stillHeld: true,
    });
    expect(events).toEqual([]);
    const origin = { address: "203.0.113.9", userAgent: "Firefox" };
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect(await service.confirm(link, code, { origin })).toMatchObject({
      outcome: "confirmed",
      booking: { heldUntil: null, provenBy: "email" },
    });
    expect(events).toMatchObject([{ type: "booking.created", origin }]);
    expect(await service.manage(link.manageToken)).toMatchObject({ state: "upcoming" });
    // Typed again (a second press): still a booking, and nobody is told twice.
    expect((await service.confirm(link, code)).outcome).toBe("confirmed");
    expect(events).toHaveLength(1);
  });

  it("lets a hold lapse unproven: the time is offered again and its code and link open nothing", async () => {
    const hold = held(await service.book(input(2)));
    const code = inbox.codeFor("visitor2@example.com");
    clock = new Date(Date.parse(hold.booking.heldUntil!));
    expect(await offered()).toContain(startInstant);
    expect(await service.manage(hold.manageToken!)).toBe(null);
    expect(await service.confirm({ manageToken: hold.manageToken! }, code)).toEqual({
      outcome: "refused",
      message: bookingAnswers.holdGone,
    });
    held(await service.book(input(3)));
    expect(events).toEqual([]);
  });

  it("books a call at once when the provider's report names the number it gives, and holds it otherwise", async () => {
    const phone = { name: "Caller", phone: "+1 555 010 7788", timeZone: ZONE };
    const proven = await service.book(
      input(4, { visitor: phone, source: "voice", provenPhone: "+15550107788" }),
    );
    expect(proven).toMatchObject({ outcome: "booked", booking: { provenBy: "phone" } });
    expect(events.map((event) => event.type)).toEqual(["booking.created"]);
    // Another number in the report proves nothing: without an e-mail there is nothing to hold.
    const other = { ...phone, phone: "+15550100000" };
    expect(
      await service.book(
        input(5, {
          start: "2027-03-17T10:00:00-04:00",
          visitor: other,
          provenPhone: "+15550109999",
        }),
      ),
    ).toEqual({ outcome: "not-held", message: bookingAnswers.needsEmail });
    held(
      await service.book(
        input(6, {
          start: "2027-03-17T10:00:00-04:00",
          visitor: { ...other, email: "caller6@example.com" },
          provenPhone: "+15550109999",
        }),
      ),
    );
  });

  it("without e-mail set up only a proven number books; a code that cannot be sent lets the hold go", async () => {
    wire({ sendCode: undefined });
    expect(await service.book(input(7))).toEqual({
      outcome: "not-held",
      message: bookingAnswers.noEmailSetUp,
      contactInstead: true,
    });
    wire({ sendCode: async () => false });
    expect(await service.book(input(8))).toEqual({
      outcome: "not-held",
      message: bookingAnswers.codeNotSent,
      contactInstead: true,
    });
    expect(await offered()).toContain(startInstant);
    expect(await site.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("words each cap for the visitor: per e-mail, phone, client address (an IPv6 /64) and session", async () => {
    wire({ caps: { ...NO_CAPS, email: 1 } });
    held(await service.book(input(9)));
    expect(await service.book(input(9, { start: "2027-03-18T10:00:00-04:00" }))).toEqual({
      outcome: "not-held",
      message: bookingAnswers.capped.email(1),
    });

    wire({ caps: { ...NO_CAPS, address: 1 } });
    const from = (address: string) => ({ origin: { address, userAgent: "" } });
    held(
      await service.book(
        input(10, { start: "2027-03-19T10:00:00-04:00", ...from("2001:db8:1:2::5") }),
      ),
    );
    expect(
      await service.book(
        input(11, { start: "2027-03-22T10:00:00-04:00", ...from("2001:db8:1:2:abcd::9") }),
      ),
    ).toEqual({ outcome: "not-held", message: bookingAnswers.capped.address(1) });
    held(
      await service.book(
        input(12, { start: "2027-03-22T10:00:00-04:00", ...from("2001:db8:1:3::5") }),
      ),
    );

    wire({ caps: { ...NO_CAPS, session: 1 } });
    const chat = { source: "chat" as const, session: "chat:abc" };
    held(await service.book(input(13, { start: "2027-03-23T10:00:00-04:00", ...chat })));
    expect(await service.book(input(14, { start: "2027-03-24T10:00:00-04:00", ...chat }))).toEqual({
      outcome: "not-held",
      message: bookingAnswers.capped.session(1),
    });

    wire({ caps: { ...NO_CAPS, phone: 1 } });
    const caller = (n: number) => ({
      visitor: {
        name: `Caller ${n}`,
        email: `c${n}@example.com`,
        phone: "+1 555 010 4242",
        timeZone: ZONE,
      },
    });
    held(await service.book(input(15, { start: "2027-03-25T10:00:00-04:00", ...caller(15) })));
    expect(
      await service.book(input(16, { start: "2027-03-26T10:00:00-04:00", ...caller(16) })),
    ).toEqual({ outcome: "not-held", message: bookingAnswers.capped.phone(1) });
  });

  it("sends a lost code again, the newest one working, until the hold has had every code it may", async () => {
    const hold = held(await service.book(input(17)));
    const link = { manageToken: hold.manageToken! };
    const first = inbox.codeFor("visitor17@example.com");
    expect(await service.resendCode(link)).toEqual({
      outcome: "sent",
      sentTo: "visitor17@example.com",
    });
    expect(await service.resendCode(link)).toMatchObject({ outcome: "sent" });
    expect(await service.resendCode(link)).toEqual({
      outcome: "refused",
      message: bookingAnswers.noMoreCodes,
    });
    const newest = inbox.codeFor("visitor17@example.com");
    if (newest !== first) expect((await service.confirm(link, first)).outcome).toBe("refused");
    expect((await service.confirm(link, newest)).outcome).toBe("confirmed");
  });
});
