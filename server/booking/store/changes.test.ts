import { beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import { cancelBooking, markNoShow, rescheduleBooking } from "./changes";
import { bookingEvents } from "./events";
import { findByManageToken } from "./manage-tokens";
import { booked, NOW, useBookingStore } from "../testing/sample-booking";

describe.each(testDatabaseKinds())("changes to a booking on %s", (kind) => {
  const store = useBookingStore(kind);
  const book = store.book;
  let site: SiteDatabase;
  beforeAll(() => {
    site = store.site();
  });

  it("reschedules the same booking into a free time only, raising its sequence; old links follow it", async () => {
    const { booking, manageToken } = booked(await book("2027-03-08T10:00:00.000Z", 1));
    booked(await book("2027-03-08T14:00:00.000Z", 2));
    const move = (start: string) => ({
      startsAt: start,
      endsAt: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      actor: "visitor",
    });
    expect(
      await rescheduleBooking(site, booking.id, move("2027-03-08T14:15:00.000Z"), NOW),
    ).toEqual({
      outcome: "slot-taken",
    });
    expect(await findByManageToken(site.db, manageToken, NOW)).toEqual(booking);

    // A minute on, so the log's order is the order of events.
    const aMinuteLater = new Date(NOW.getTime() + 60_000);
    const moved = await rescheduleBooking(
      site,
      booking.id,
      move("2027-03-08T16:00:00.000Z"),
      aMinuteLater,
    );
    expect(moved).toMatchObject({
      outcome: "changed",
      booking: {
        id: booking.id,
        reference: booking.reference,
        startsAt: "2027-03-08T16:00:00.000Z",
        sequence: 1,
      },
    });
    expect(await findByManageToken(site.db, manageToken, NOW)).toMatchObject({
      startsAt: "2027-03-08T16:00:00.000Z",
    });
    // Its old time is free again.
    booked(await book("2027-03-08T10:00:00.000Z", 3));
    expect(
      await rescheduleBooking(site, booking.id, move("2027-03-01T11:00:00.000Z"), NOW),
    ).toEqual({ outcome: "past" });
    expect(
      await rescheduleBooking(site, "bkg_nobody", move("2027-03-09T10:00:00.000Z"), NOW),
    ).toEqual({ outcome: "not-found" });
    expect((await bookingEvents(site.db, booking.id)).map((event) => event.action)).toEqual([
      "booked",
      "rescheduled",
    ]);
  });

  it("cancels: the time is free, the links say cancelled, and nothing changes it again", async () => {
    const { booking, manageToken } = booked(await book("2027-03-09T10:00:00.000Z", 1));
    const cancelled = await cancelBooking(site, booking.id, "staff@agency.example", NOW);
    expect(cancelled).toMatchObject({
      outcome: "changed",
      booking: { status: "cancelled", sequence: 1 },
    });
    booked(await book("2027-03-09T10:00:00.000Z", 2));
    expect(await findByManageToken(site.db, manageToken, NOW)).toMatchObject({
      status: "cancelled",
    });
    expect(await cancelBooking(site, booking.id, "visitor", NOW)).toMatchObject({
      outcome: "cancelled",
    });
    expect(
      await rescheduleBooking(
        site,
        booking.id,
        {
          startsAt: "2027-03-10T10:00:00.000Z",
          endsAt: "2027-03-10T10:30:00.000Z",
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          actor: "visitor",
        },
        NOW,
      ),
    ).toMatchObject({ outcome: "cancelled" });
    // The same person may book the same time again once theirs is cancelled.
    const { booking: rebooked } = booked(await book("2027-03-09T16:00:00.000Z", 1));
    await cancelBooking(site, rebooked.id, "visitor", NOW);
    booked(await book("2027-03-09T16:00:00.000Z", 1));
  });

  it("changes nothing once a meeting has begun, but marks a no-show then", async () => {
    const { booking } = booked(await book("2027-03-02T15:00:00.000Z", 4));
    const during = new Date("2027-03-02T15:10:00.000Z");
    expect(await markNoShow(site, booking.id, "staff@agency.example", NOW)).toMatchObject({
      outcome: "not-begun",
    });
    expect(await cancelBooking(site, booking.id, "visitor", during)).toEqual({ outcome: "past" });
    const noShow = await markNoShow(site, booking.id, "staff@agency.example", during);
    expect(noShow).toMatchObject({
      outcome: "changed",
      booking: { status: "no_show", sequence: 0 },
    });
    expect(await markNoShow(site, booking.id, "staff@agency.example", during)).toEqual(noShow);
    expect((await bookingEvents(site.db, booking.id)).map((event) => event.action)).toEqual([
      "booked",
      "no-show",
    ]);
  });

  it("moves a booking by less than its length: it never conflicts with itself", async () => {
    const { booking } = booked(await book("2027-03-10T10:00:00.000Z", 5));
    const moved = await rescheduleBooking(
      site,
      booking.id,
      {
        startsAt: "2027-03-10T10:15:00.000Z",
        endsAt: "2027-03-10T10:45:00.000Z",
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        actor: "staff@agency.example",
      },
      NOW,
    );
    expect(moved).toMatchObject({
      outcome: "changed",
      booking: { blockedFrom: "2027-03-10T10:00:00.000Z" },
    });
  });
});
