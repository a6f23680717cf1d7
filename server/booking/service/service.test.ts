import { beforeEach, describe, expect, it } from "vitest";
import { presentSlots } from "../../../core/booking/slot-presentation";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import type { BookAnswer, BookingEvent } from "./outcomes";
import { createBookingService, type BookingService } from "./service";
import type { BookingSettings } from "../store/settings";
import { answerOf, bookAndConfirm, codeInbox } from "../testing/code-inbox";
import { bookingAnswers } from "../../../core/content/booking-answers";

const MONDAY_AFTER_SPRING_CHANGE = "2027-03-15";
const buffered = {
  ...defaultMeetingType,
  id: "buffered-call",
  name: "Buffered call",
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
};
const onePerDay = { ...defaultMeetingType, id: "one-a-day", name: "One a day", maxPerDay: 1 };
const settings: BookingSettings = {
  meetingTypes: [defaultMeetingType, buffered, onePerDay],
  availability: defaultAvailability,
};
const visitor = (person: number, timeZone = "America/New_York") => ({
  name: `Visitor ${person}`,
  email: `visitor${person}@example.com`,
  timeZone,
});

const booked = (answer: BookAnswer) => answerOf(answer, "booked");

describe.each(testDatabaseKinds())("the booking service on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let clock: Date;
  let events: BookingEvent[];
  let service: BookingService;
  const inbox = codeInbox();
  beforeEach(() => {
    clock = new Date("2027-03-01T12:00:00.000Z");
    events = [];
    service = createBookingService({
      site,
      availability: async () => settings,
      trust: inbox.trust,
      now: () => clock,
      onEvent: (event) => void events.push(event),
    });
  });
  /** Books as a visitor who types back the code e-mailed to them. */
  const bookProven = (input: Parameters<BookingService["book"]>[0]) =>
    bookAndConfirm(service, inbox, input);

  const bookConsultation = (start: string, person: number, source: "web" | "voice" | "chat") =>
    bookProven({ meetingTypeId: defaultMeetingType.id, start, visitor: visitor(person), source });

  const startsOn = async (
    date: string,
    timeZone: string,
    meetingTypeId = defaultMeetingType.id,
    except?: string,
  ) => {
    const answer = await service.slots({ meetingTypeId, date, timeZone, limit: 100, except });
    if (answer.outcome !== "slots") throw new Error(answer.message);
    return presentSlots(answer.slots, timeZone).map((slot) => slot.start);
  };

  it("offers a New York day's hours on either side of the spring and autumn DST changes", async () => {
    const friday = await startsOn("2027-03-12", "UTC");
    expect(friday[0]).toBe("2027-03-12T14:00:00+00:00");
    expect(friday.at(-1)).toBe("2027-03-12T21:30:00+00:00");
    const monday = await startsOn(MONDAY_AFTER_SPRING_CHANGE, "UTC");
    expect(monday).toHaveLength(16);
    expect(monday[0]).toBe("2027-03-15T13:00:00+00:00");
    expect(await startsOn("2027-03-14", "America/New_York")).toEqual([]);
    clock = new Date("2027-10-20T12:00:00.000Z");
    expect((await startsOn("2027-11-05", "America/New_York"))[0]).toBe("2027-11-05T09:00:00-04:00");
    expect((await startsOn("2027-11-08", "UTC"))[0]).toBe("2027-11-08T14:00:00+00:00");
  });

  it("gives a visitor in Asia/Kolkata their own day: two agency days' slots, in their offset", async () => {
    const day = await startsOn("2027-03-16", "Asia/Kolkata");
    // 14:30–16:30 EDT on the 15th and 9:00–14:00 EDT on the 16th fall on the 16th in Kolkata.
    expect(day).toHaveLength(5 + 11);
    expect(day[0]).toBe("2027-03-16T00:00:00+05:30");
    expect(day.at(-1)).toBe("2027-03-16T23:30:00+05:30");
    const booking = booked(
      await bookProven({
        meetingTypeId: defaultMeetingType.id,
        start: day[0]!,
        visitor: visitor(1, "asia/kolkata"),
        source: "web",
      }),
    );
    expect(booking.booking.startsAt).toBe("2027-03-15T18:30:00.000Z");
    expect(booking.booking.visitor.timeZone).toBe("Asia/Kolkata");
    expect(await startsOn("2027-03-16", "Asia/Kolkata")).not.toContain(day[0]);
  });

  it("books a slot once: the same person again hears what anyone else hears, the next free slots", async () => {
    const start = "2027-03-16T10:00:00-04:00";
    const book = (person: number) =>
      bookProven({
        meetingTypeId: defaultMeetingType.id,
        start,
        visitor: visitor(person),
        source: "web",
      });
    const first = booked(await book(1));
    expect(first.manageToken).toEqual(expect.any(String));
    expect(first.booking.reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    // Nothing of the booking is told: whoever knows an e-mail and a time could name them, so
    // its owner and a stranger hear the same words, the same next times.
    const same = await book(1);
    const other = await book(2);
    expect(same).toEqual(other);
    expect(other).toMatchObject({ outcome: "slot-taken", message: "That time was just taken." });
    if (other.outcome !== "slot-taken") return;
    expect(presentSlots(other.next, "America/New_York").map((slot) => slot.start)).toEqual([
      "2027-03-16T10:30:00-04:00",
      "2027-03-16T11:00:00-04:00",
      "2027-03-16T11:30:00-04:00",
    ]);
    expect(events.map((event) => event.type)).toEqual(["booking.created"]);
  });

  it("books the person's old time again once their booking moved from it", async () => {
    const book = (start: string) =>
      bookProven({
        meetingTypeId: defaultMeetingType.id,
        start,
        visitor: visitor(9),
        source: "web",
      });
    const first = booked(await book("2027-03-30T11:00:00-04:00"));
    const moved = await service.reschedule(
      { manageToken: first.manageToken! },
      "2027-03-31T11:00:00-04:00",
      "America/New_York",
    );
    expect(moved.outcome).toBe("changed");
    const again = booked(await book("2027-03-30T11:00:00-04:00"));
    expect(again.booking.id).not.toBe(first.booking.id);
    expect(again.manageToken).toEqual(expect.any(String));
    // And the moved booking still holds its new time, against its owner as against anyone.
    expect(await book("2027-03-31T11:00:00-04:00")).toMatchObject({ outcome: "slot-taken" });
  });

  it("offers a booking being moved the times its own buffers hold, and moves it there", async () => {
    const first = booked(
      await bookProven({
        meetingTypeId: buffered.id,
        start: "2027-03-29T10:00:00-04:00",
        visitor: visitor(11),
        source: "web",
      }),
    );
    const day = "2027-03-29";
    expect(await startsOn(day, "America/New_York", buffered.id)).not.toContain(
      "2027-03-29T10:30:00-04:00",
    );
    const moving = await startsOn(day, "America/New_York", buffered.id, first.booking.id);
    expect(moving).toContain("2027-03-29T09:30:00-04:00");
    expect(moving).toContain("2027-03-29T10:30:00-04:00");
    const moved = await service.reschedule(
      { manageToken: first.manageToken! },
      "2027-03-29T10:30:00-04:00",
      "America/New_York",
    );
    expect(moved).toMatchObject({
      outcome: "changed",
      booking: { startsAt: "2027-03-29T14:30:00.000Z" },
    });
  });

  it("lets only one of two bookings at once take a day's last place, and no move into a full day", async () => {
    const book = (start: string, person: number) =>
      bookProven({ meetingTypeId: onePerDay.id, start, visitor: visitor(person), source: "web" });
    const both = await Promise.all([
      book("2027-04-05T10:00:00-04:00", 21),
      book("2027-04-05T14:00:00-04:00", 22),
    ]);
    expect(both.map((answer) => answer.outcome).sort()).toEqual(["booked", "refused"]);
    expect(both.find((answer) => answer.outcome === "refused")).toMatchObject({
      message: "That day is fully booked.",
    });
    const other = booked(await book("2027-04-06T10:00:00-04:00", 23));
    const moved = await service.reschedule(
      { manageToken: other.manageToken! },
      "2027-04-05T16:00:00-04:00",
      "America/New_York",
    );
    expect(moved).toMatchObject({ outcome: "refused", message: "That day is fully booked." });
  });

  it("keeps a meeting's buffers clear exactly as the database does", async () => {
    const book = (start: string, person: number) =>
      bookProven({ meetingTypeId: buffered.id, start, visitor: visitor(person), source: "web" });
    booked(await book("2027-03-17T10:00:00-04:00", 1));
    const offered = await startsOn("2027-03-17", "America/New_York", buffered.id);
    expect(offered).not.toContain("2027-03-17T09:30:00-04:00");
    expect(offered).not.toContain("2027-03-17T10:30:00-04:00");
    expect(offered).toContain("2027-03-17T11:00:00-04:00");
    booked(await book("2027-03-17T11:00:00-04:00", 2));
    expect(await book("2027-03-17T10:30:00-04:00", 3)).toMatchObject({ outcome: "slot-taken" });
  });

  it("refuses, in words, what cannot be booked and writes nothing", async () => {
    const attempt = (
      start: string,
      timeZone = "Europe/Madrid",
      meetingTypeId = defaultMeetingType.id,
    ) => bookProven({ meetingTypeId, start, visitor: visitor(1, timeZone), source: "web" });
    expect(await attempt("2027-02-26T10:00:00-05:00")).toEqual({
      outcome: "refused",
      message: "That time has already passed.",
    });
    expect(await attempt("2027-03-01T09:30:00-05:00")).toMatchObject({
      message: "Appointments must be booked at least 4 hours ahead.",
    });
    expect(await attempt("2027-03-02T08:00:00-05:00")).toMatchObject({
      message: "That time is not one of the appointment times we offer.",
    });
    expect(await attempt("2027-06-01T10:00:00-04:00")).toMatchObject({
      message: "Appointments can be booked at most 60 days ahead.",
    });
    expect(await attempt("2027-03-02 10:00")).toMatchObject({ outcome: "refused" });
    expect(await attempt("2027-03-02T10:00:00-05:00", "Mars/Olympus")).toMatchObject({
      message: expect.stringContaining('"Mars/Olympus" is not a time zone'),
    });
    expect(await attempt("2027-03-02T10:00:00-05:00", "UTC", "haircut")).toMatchObject({
      outcome: "refused",
    });
    const noContact = await bookProven({
      meetingTypeId: defaultMeetingType.id,
      start: "2027-03-02T10:00:00-05:00",
      visitor: { name: "No Contact", timeZone: "UTC" },
      source: "web",
    });
    // The code that proves a booking goes by e-mail: without an address there is no hold.
    expect(noContact).toMatchObject({ outcome: "not-held", message: bookingAnswers.needsEmail });
    expect(
      await service.slots({
        meetingTypeId: defaultMeetingType.id,
        date: "2027-02-30",
        timeZone: "UTC",
      }),
    ).toMatchObject({ outcome: "refused" });
    expect(await startsOn("2027-03-18", "UTC")).toHaveLength(16);
    expect(events).toEqual([]);
  });

  it("moves a booking by its manage link; old links follow it; a taken time offers others", async () => {
    const first = booked(await bookConsultation("2027-03-22T10:00:00-04:00", 1, "web"));
    booked(await bookConsultation("2027-03-22T14:00:00-04:00", 2, "web"));
    const token = { manageToken: first.manageToken! };
    expect(await service.reschedule(token, "2027-03-22T14:00:00-04:00", "UTC")).toMatchObject({
      outcome: "slot-taken",
      next: [expect.anything(), expect.anything(), expect.anything()],
    });
    // Less than its own length away: its own time does not stand in its way.
    const moved = await service.reschedule(token, "2027-03-22T10:30:00-04:00", "UTC");
    expect(moved).toMatchObject({
      outcome: "changed",
      booking: { startsAt: "2027-03-22T14:30:00.000Z", sequence: 1 },
    });
    expect(await service.manage(first.manageToken!)).toMatchObject({
      state: "upcoming",
      booking: { startsAt: "2027-03-22T14:30:00.000Z" },
    });
    expect(await service.reschedule(token, "2027-03-22T12:00:00", "UTC")).toMatchObject({
      outcome: "refused",
    });
    expect(events.map((event) => event.type)).toEqual([
      "booking.created",
      "booking.created",
      "booking.rescheduled",
    ]);
  });

  it("cancels by reference and contact; then the link says cancelled and nothing changes it", async () => {
    const first = booked(await bookConsultation("2027-03-23T10:00:00-04:00", 1, "voice"));
    const reference = first.booking.reference;
    expect(await service.cancel({ reference, email: "someone@example.com" })).toMatchObject({
      outcome: "not-found",
    });
    expect(
      await service.cancel({ reference: reference.toLowerCase(), email: "VISITOR1@example.com" }),
    ).toMatchObject({
      outcome: "changed",
      booking: { status: "cancelled" },
    });
    expect(await service.manage(first.manageToken!)).toMatchObject({ state: "cancelled" });
    const token = { manageToken: first.manageToken! };
    expect(await service.cancel(token)).toMatchObject({
      outcome: "cancelled",
      message: "This booking was cancelled.",
    });
    expect(await service.reschedule(token, "2027-03-23T11:00:00-04:00", "UTC")).toMatchObject({
      outcome: "cancelled",
    });
    // Its time is free again for anyone.
    booked(await bookConsultation("2027-03-23T10:00:00-04:00", 2, "web"));
  });

  it("leaves a booking that has begun as it is", async () => {
    const first = booked(await bookConsultation("2027-03-24T10:00:00-04:00", 1, "chat"));
    clock = new Date("2027-03-24T14:10:00.000Z");
    const token = { manageToken: first.manageToken! };
    expect(await service.manage(first.manageToken!)).toMatchObject({ state: "past" });
    expect(await service.cancel(token)).toMatchObject({ outcome: "past" });
    expect(await service.reschedule(token, "2027-03-25T10:00:00-04:00", "UTC")).toMatchObject({
      outcome: "past",
    });
    expect(await service.manage("not-a-token")).toBeNull();
  });
});
