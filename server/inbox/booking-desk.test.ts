import { describe, expect, it } from "vitest";
import { appointmentErrors } from "../../core/content/booking-settings";
import { slotRefusals } from "../../core/content/booking";
import { bookingEvents } from "../booking/booking-events";
import { createBooking } from "../booking/booking-store";
import { sampleBooking } from "../booking/testing/sample-booking";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createBookingDesk, type TellVisitor } from "./booking-desk";

/** A Monday; the default hours are 9:00–17:00 in New York (UTC−5 until 14 March 2027). */
const NOW = new Date("2027-03-01T12:00:00.000Z");
const STAFF = "ada@agency.example";

const when = (date: string, time: string) => {
  const form = new FormData();
  form.set("date", date);
  form.set("time", time);
  return form;
};

describe.each(testDatabaseKinds())("the inbox's appointments on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  const told: Parameters<TellVisitor>[0][] = [];
  const desk = () =>
    createBookingDesk({
      database: site,
      now: () => NOW,
      tellVisitor: async (change) => void told.push(change),
    });
  const book = async (start: string, person: number) => {
    const request = sampleBooking(start, person, {
      meetingTypeId: "free-consultation",
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
    });
    const outcome = await createBooking(site, request, NOW);
    if (outcome.outcome !== "booked") throw new Error(outcome.outcome);
    return outcome.booking;
  };

  it("moves a booking to a start the hours offer, logs who did it and tells the visitor", async () => {
    const booking = await book("2027-03-03T15:00:00.000Z", 1);
    await book("2027-03-04T16:00:00.000Z", 2);
    const refusals = [
      [when("2027-03-06", "10:00"), slotRefusals.outsideHours],
      [when("2027-03-04", "11:00"), slotRefusals.taken],
      [when("2027-03-04", "10:10"), slotRefusals.outsideHours],
      [when("2027-02-30", "10:00"), appointmentErrors.newStart],
      [when("2027-03-04", "ten"), appointmentErrors.newStart],
      [when("2027-03-01", "06:00"), slotRefusals.past],
    ] as const;
    for (const [form, problem] of refusals) {
      expect(await desk().reschedule(STAFF, booking.id, form)).toEqual({
        ok: false,
        problems: [problem],
      });
    }
    expect(await desk().reschedule(STAFF, "bkg_none", when("2027-03-04", "10:00"))).toEqual({
      ok: false,
      problems: [appointmentErrors.notFound],
    });
    expect(told).toEqual([]);

    // Within the minimum notice the visitor has (4 hours), as staff agreed it with them.
    const soon = await desk().reschedule(STAFF, booking.id, when("2027-03-01", "09:30"));
    expect(soon).toMatchObject({ ok: true, booking: { startsAt: "2027-03-01T14:30:00.000Z" } });
    const moved = await desk().reschedule(STAFF, booking.id, when("2027-03-04", "10:00"));
    expect(moved).toMatchObject({
      ok: true,
      booking: { startsAt: "2027-03-04T15:00:00.000Z", endsAt: "2027-03-04T15:30:00.000Z" },
    });
    expect(told.map((change) => change.kind)).toEqual(["rescheduled", "rescheduled"]);
    const events = await bookingEvents(site.db, booking.id);
    // One clock for every change here: the log's order within an instant is not the point.
    expect(events.map((event) => `${event.action} by ${event.actor}`).sort()).toEqual([
      "booked by visitor",
      `rescheduled by ${STAFF}`,
      `rescheduled by ${STAFF}`,
    ]);
  });

  it("cancels once, and marks a no-show only once the meeting has begun", async () => {
    const booking = await book("2027-03-05T15:00:00.000Z", 3);
    expect(await desk().markNoShow(STAFF, booking.id)).toEqual({
      ok: false,
      problems: [appointmentErrors.notBegun],
    });
    expect(await desk().cancel(STAFF, booking.id)).toMatchObject({
      ok: true,
      booking: { status: "cancelled" },
    });
    expect(told.at(-1)).toMatchObject({ kind: "cancelled", booking: { id: booking.id } });
    expect(await desk().cancel(STAFF, booking.id)).toEqual({
      ok: false,
      problems: [appointmentErrors.cancelled],
    });
    expect(await desk().reschedule(STAFF, booking.id, when("2027-03-05", "11:00"))).toEqual({
      ok: false,
      problems: [appointmentErrors.cancelled],
    });

    const begun = await book("2027-03-08T15:00:00.000Z", 4);
    const later = createBookingDesk({
      database: site,
      now: () => new Date("2027-03-08T15:10:00.000Z"),
    });
    expect(await later.markNoShow(STAFF, begun.id)).toMatchObject({
      ok: true,
      booking: { status: "no_show" },
    });
    expect(await later.cancel(STAFF, begun.id)).toEqual({
      ok: false,
      problems: [appointmentErrors.past],
    });
    const listed = await desk().appointments({
      from: new Date("2027-03-01T05:00:00.000Z"),
      to: new Date("2027-03-15T04:00:00.000Z"),
    });
    expect(listed.map((b) => b.status)).toContain("cancelled");
  });
});
