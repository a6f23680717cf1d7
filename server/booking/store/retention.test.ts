import { describe, expect, it } from "vitest";
import { purgeExpiredLeads } from "../../db/lead-retention";
import { insertInquiry, queueDeliveries } from "../../db/inquiry-store";
import { testDatabaseKinds } from "../../db/test-databases";
import { fields } from "../../db/testing/stored-leads";
import { queueCalendarDelivery } from "../calendar/write.test-support";
import { NOW, sampleBooking, useBookingStore } from "../testing/sample-booking";
import { createBooking } from "./bookings";
import { bookingsOfPerson } from "./erasure";
import { purgePastBookings } from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/**
 * Issue 46 item 13: a lead's bookings go with the lead, a lead waits for its booking still to come
 * (its reminder is the lead's), and past bookings and lapsed holds have a retention of their own.
 */
describe.each(testDatabaseKinds())(
  "what the retention of leads and bookings removes, on %s",
  (kind) => {
    const { site, book } = useBookingStore(kind);
    const ids = async () =>
      (await site().db.selectFrom("bookings").select("id").execute()).map((row) => row.id);
    const leadOf = (email: string) =>
      insertInquiry(site().db, {
        fields: fields({ email }),
        receivedAt: NOW,
        spamReason: null,
        channels: [],
      });

    it("deletes a lead's bookings with the lead, and keeps a lead whose booking is still to come, with its reminder", async () => {
      const past = await leadOf("past@example.com");
      const upcoming = await leadOf("upcoming@example.com");
      const ended = await book("2027-03-05T10:00:00.000Z", 51, { leadId: past.id });
      const ahead = await book("2027-05-20T10:00:00.000Z", 52, { leadId: upcoming.id });
      if (ended.outcome !== "booked" || ahead.outcome !== "booked") throw new Error("not booked");
      await site()
        .db.transaction()
        .execute((trx) =>
          queueDeliveries(trx, upcoming.id, [
            {
              channel: "reminder",
              dueAt: new Date("2027-05-19T10:00:00.000Z"),
              subjectId: null,
            },
          ]),
        );

      // Thirty days' retention, read on April 10th: both leads came in on March 1st.
      const april = daysAfter(40);
      expect(
        await purgeExpiredLeads(
          site().db,
          { spamRetentionDays: null, inquiryRetentionDays: 30 },
          april,
          [bookingsOfPerson],
        ),
      ).toEqual({ spam: 0, inquiries: 1 });
      const leads = await site().db.selectFrom("inquiries").select("id").execute();
      expect(leads.map((lead) => lead.id)).toEqual([upcoming.id]);
      expect(await ids()).toEqual([ahead.booking.id]);
      const reminders = await site()
        .db.selectFrom("deliveries")
        .select("channel")
        .where("inquiry_id", "=", upcoming.id)
        .execute();
      expect(reminders).toEqual([{ channel: "reminder" }]);

      // Once its booking has passed, the lead goes at the next round, and the booking with it.
      await purgeExpiredLeads(
        site().db,
        { spamRetentionDays: null, inquiryRetentionDays: 30 },
        new Date("2027-05-21T00:00:00.000Z"),
        [bookingsOfPerson],
      );
      expect(await site().db.selectFrom("inquiries").select("id").execute()).toEqual([]);
      expect(await ids()).toEqual([]);
    });

    it("deletes bookings past their own retention and holds that lapsed, queueing their calendar events' removal", async () => {
      const old = await book("2027-03-08T10:00:00.000Z", 53);
      const recent = await book("2027-04-20T10:00:00.000Z", 54);
      if (old.outcome !== "booked" || recent.outcome !== "booked") throw new Error("not booked");
      await queueCalendarDelivery(site(), old.booking.id, "booked");
      const hold = await createBooking(
        site(),
        sampleBooking("2027-06-01T10:00:00.000Z", 55, { holdUntil: daysAfter(0.01) }),
        NOW,
      );
      expect(hold.outcome).toBe("held");

      // Thirty days after March 8th's meeting ended, read on April 9th.
      expect(await purgePastBookings(site(), 30, daysAfter(39))).toEqual({ lapsed: 1, past: 1 });
      expect(await ids()).toEqual([recent.booking.id]);
      expect(await site().db.selectFrom("calendar_removals").select("uid").execute()).toEqual([
        { uid: old.booking.invitationUid },
      ]);
      // With BOOKING_RETENTION_DAYS=off only lapsed holds go.
      expect(await purgePastBookings(site(), null, daysAfter(400))).toEqual({ lapsed: 0, past: 0 });
      expect(await ids()).toEqual([recent.booking.id]);
    });
  },
);
