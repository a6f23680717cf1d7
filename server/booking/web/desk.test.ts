import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { appointmentErrors } from "../../../core/booking/settings-words";
import { slotRefusals } from "../../../core/content/booking";
import { bookingEvents } from "../store/events";
import { createBooking } from "../store/bookings";
import { sampleBooking, sampleLead } from "../testing/sample-booking";
import type { SiteDatabase } from "../../db/database";
import { getLead } from "../../db/lead-detail";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { createBookingDesk, type TellVisitor } from "./desk";

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
  const book = async (start: string, person: number, leadId: string | null = null) => {
    const request = sampleBooking(start, person, {
      meetingTypeId: "free-consultation",
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      leadId,
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

  it("shows a lead its bookings with their logs, and logs each staff change on the lead", async () => {
    const lead = await sampleLead(site);
    const later = await book("2027-03-10T15:00:00.000Z", 5, lead.id);
    const sooner = await book("2027-03-09T15:00:00.000Z", 6, lead.id);
    const begun = await book("2027-03-01T14:00:00.000Z", 7, lead.id);
    await book("2027-03-11T15:00:00.000Z", 8);

    expect(await desk().reschedule(STAFF, later.id, when("2027-03-10", "11:00"))).toMatchObject({
      ok: true,
    });
    expect(await desk().cancel(STAFF, sooner.id)).toMatchObject({ ok: true });
    const afterStart = createBookingDesk({
      database: site,
      now: () => new Date("2027-03-01T14:10:00.000Z"),
    });
    expect(await afterStart.markNoShow(STAFF, begun.id)).toMatchObject({ ok: true });
    // A refusal changes nothing, and logs nothing.
    expect(await desk().cancel(STAFF, sooner.id)).toMatchObject({ ok: false });

    const { zone, bookings } = await desk().ofLead(lead.id);
    expect(zone).toBe("America/New_York");
    expect(bookings.map(({ booking }) => [booking.id, booking.status])).toEqual([
      [begun.id, "no_show"],
      [sooner.id, "cancelled"],
      [later.id, "confirmed"],
    ]);
    expect(bookings[0]).toMatchObject({
      meetingType: "Free consultation",
      zoneName: "Eastern Standard Time",
    });
    // One clock for booking and change: sorted, as the log's order within an instant is not the point.
    expect(bookings[2]!.log.map((event) => `${event.action} by ${event.actor}`).sort()).toEqual([
      "booked by visitor",
      `rescheduled by ${STAFF}`,
    ]);
    expect((await desk().ofLead("inq_nobody")).bookings).toEqual([]);

    const activity = (await getLead(site.db, lead.id))!.activity;
    expect(
      activity.map((entry) => `${entry.actor} ${entry.action} ${entry.detail}`).sort(),
    ).toEqual(
      [
        `${STAFF} booking-cancelled ${sooner.reference}, 2027-03-09 10:00 Eastern Standard Time`,
        `${STAFF} booking-no-show ${begun.reference}, 2027-03-01 09:00 Eastern Standard Time`,
        `${STAFF} booking-rescheduled ${later.reference}, 2027-03-10 11:00 Eastern Standard Time`,
      ].sort(),
    );
  });

  it("changes nothing when the lead's log cannot take the change: both commit or neither", async () => {
    const lead = await sampleLead(site);
    const booking = await book("2027-03-10T15:00:00.000Z", 9, lead.id);
    await refuseActivity(site);
    await expect(desk().cancel(STAFF, booking.id)).rejects.toThrow(/refused/);
    const { bookings } = await desk().ofLead(lead.id);
    expect(bookings.map(({ booking }) => booking.status)).toEqual(["confirmed"]);
    expect(bookings[0]!.log.map((event) => event.action)).toEqual(["booked"]);
  });
});

/**
 * Makes every write to the leads' activity log fail, as a full disk or a lost connection would,
 * until the test ends.
 */
async function refuseActivity(site: SiteDatabase) {
  onTestFinished(async () => {
    await sql`drop trigger refuse_activity${site.kind === "sqlite" ? sql`` : sql` on lead_activity`}`.execute(
      site.db,
    );
    if (site.kind === "postgres") await sql`drop function refuse_activity()`.execute(site.db);
  });
  if (site.kind === "sqlite") {
    await sql`create trigger refuse_activity before insert on lead_activity
      begin select raise(abort, 'refused'); end`.execute(site.db);
    return;
  }
  await sql`create function refuse_activity() returns trigger language plpgsql as
    $$ begin raise exception 'refused'; end $$`.execute(site.db);
  await sql`create trigger refuse_activity before insert on lead_activity
    for each row execute function refuse_activity()`.execute(site.db);
}
