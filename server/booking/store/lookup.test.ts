import { beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import type { Booking } from "./booking";
import { cancelBooking } from "./changes";
import { erasePerson } from "../../db/lead-removal";
import { bookingsOfPerson, eraseBookingsOf } from "./erasure";
import { bookingEvents } from "./events";
import { bookingsOfLead, findBooking, heldTimes, listBookings } from "./lookup";
import { linkBookingToLead } from "./bookings";
import { booked, NOW, sampleLead, useBookingStore } from "../testing/sample-booking";

describe.each(testDatabaseKinds())("the bookings of a range, a lead or a person on %s", (kind) => {
  const store = useBookingStore(kind);
  const book = store.book;
  let site: SiteDatabase;
  beforeAll(() => {
    site = store.site();
  });

  it("lists the bookings of a range, and the time they hold for the slot engine", async () => {
    const day = {
      from: new Date("2027-03-12T00:00:00.000Z"),
      to: new Date("2027-03-13T00:00:00.000Z"),
    };
    const { booking: early } = booked(await book("2027-03-12T00:05:00.000Z", 1));
    const { booking: late } = booked(await book("2027-03-12T16:00:00.000Z", 2));
    const { booking: gone } = booked(await book("2027-03-12T12:00:00.000Z", 3));
    await cancelBooking(site, gone.id, "visitor", NOW);
    booked(await book("2027-03-13T09:00:00.000Z", 4));
    expect(await findBooking(site.db, gone.id)).toMatchObject({ id: gone.id, status: "cancelled" });
    expect(await findBooking(site.db, "bkg_nobody")).toBe(null);
    expect((await listBookings(site.db, day)).map((b: Booking) => b.id)).toEqual([
      early.id,
      late.id,
    ]);
    expect(
      (await listBookings(site.db, { ...day, statuses: ["cancelled"] })).map((b) => b.id),
    ).toEqual([gone.id]);
    expect(await heldTimes(site.db, { ...day, now: NOW })).toEqual([
      {
        bookingId: early.id,
        meetingTypeId: "consultation",
        startsAt: "2027-03-12T00:05:00.000Z",
        endsAt: "2027-03-12T00:35:00.000Z",
        from: "2027-03-11T23:50:00.000Z",
        until: "2027-03-12T00:50:00.000Z",
      },
      {
        bookingId: late.id,
        meetingTypeId: "consultation",
        startsAt: "2027-03-12T16:00:00.000Z",
        endsAt: "2027-03-12T16:30:00.000Z",
        from: "2027-03-12T15:45:00.000Z",
        until: "2027-03-12T16:45:00.000Z",
      },
    ]);
    // A buffer that reaches into a window holds time in it, on either side.
    const window = (from: string, to: string) => ({
      from: new Date(from),
      to: new Date(to),
      now: NOW,
    });
    expect(
      await heldTimes(site.db, window("2027-03-11T23:00:00.000Z", "2027-03-11T23:55:00.000Z")),
    ).toHaveLength(1);
    expect(
      await heldTimes(site.db, window("2027-03-12T00:45:00.000Z", "2027-03-12T01:00:00.000Z")),
    ).toHaveLength(1);
    expect(
      await heldTimes(site.db, window("2027-03-12T00:50:00.000Z", "2027-03-12T15:45:00.000Z")),
    ).toEqual([]);
  });

  it("ties bookings to their lead, and lists a lead's bookings", async () => {
    const lead = await sampleLead(site);
    const { booking: first } = booked(
      await book("2027-03-14T10:00:00.000Z", 10, { leadId: lead.id }),
    );
    const { booking: second } = booked(await book("2027-03-14T09:00:00.000Z", 10));
    expect(await linkBookingToLead(site, second.id, lead.id)).toBe(true);
    expect(await linkBookingToLead(site, "bkg_nobody", lead.id)).toBe(false);
    expect((await bookingsOfLead(site.db, lead.id)).map((b) => b.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it("erases a person's bookings by e-mail or phone, with their log", async () => {
    const { booking: byMail } = booked(await book("2027-03-15T10:00:00.000Z", 7));
    const { booking: byPhone } = booked(
      await book("2027-03-15T12:00:00.000Z", 8, {
        visitor: { name: "Ph", email: null, phone: "+44 20 7946 0958", timeZone: "Europe/London" },
      }),
    );
    const { booking: kept } = booked(await book("2027-03-15T14:00:00.000Z", 9));
    const person = { email: null, phone: null, leadIds: [] };
    expect(await eraseBookingsOf(site.db, { ...person, email: "visitor7@example.com" }, NOW)).toBe(
      1,
    );
    expect(await eraseBookingsOf(site.db, { ...person, phone: "442079460958" }, NOW)).toBe(1);
    expect(await eraseBookingsOf(site.db, person, NOW)).toBe(0);
    const left = await site.db
      .selectFrom("bookings")
      .select("id")
      .where("id", "in", [byMail.id, byPhone.id, kept.id])
      .execute();
    expect(left).toEqual([{ id: kept.id }]);
    expect(await bookingEvents(site.db, byMail.id)).toEqual([]);
  });

  it("goes with the person's leads when staff erase the person", async () => {
    const { booking: theirs } = booked(await book("2027-03-16T10:00:00.000Z", 11));
    const { booking: kept } = booked(await book("2027-03-16T12:00:00.000Z", 12));
    const email = theirs.visitor.email!.toUpperCase();
    expect(await erasePerson(site, { email }, "owner@example.com", [bookingsOfPerson])).toEqual({
      erased: true,
      inquiries: 0,
    });
    const left = await site.db
      .selectFrom("bookings")
      .select("id")
      .where("id", "in", [theirs.id, kept.id])
      .execute();
    expect(left).toEqual([{ id: kept.id }]);
    const log = await site.db
      .selectFrom("lead_activity")
      .select(["action", "detail"])
      .where("action", "=", "erase")
      .where("actor", "=", "owner@example.com")
      .execute();
    expect(log).toEqual([{ action: "erase", detail: "0 inquiries, 1 other records" }]);
  });

  it("goes with the lead it is attached to, whatever address it was made with", async () => {
    const lead = await sampleLead(site);
    const { booking: attached } = booked(
      await book("2027-03-17T10:00:00.000Z", 13, { leadId: lead.id }),
    );
    expect(attached.visitor.email).not.toBe("lead@example.com");
    const erased = await erasePerson(site, { email: "lead@example.com" }, "owner@example.com", [
      bookingsOfPerson,
    ]);
    expect(erased.erased && erased.inquiries).toBeGreaterThan(0);
    const left = await site.db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", attached.id)
      .execute();
    expect(left).toEqual([]);
  });
});
