import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../../tests/support/radicale";
import type { SiteDatabase } from "../../db/database";
import { erasePerson } from "../../db/lead-removal";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { createLogger } from "../../logger";
import { createBooking } from "../store/bookings";
import { bookingsOfPerson } from "../store/erasure";
import { NOW, sampleBooking } from "../testing/sample-booking";
import { createCalendarRemovals, TELL_STAFF_AFTER } from "./removal-worker";
import { removalsState } from "../store/calendar-removals";
import { createCalendarWriter, type CalDavAccount } from "./write";
import { teamCalendarObject } from "./write-event";
import { newCalendar, queueCalendarDelivery, storedEvent } from "./write.test-support";

const DAY_MS = 24 * 60 * 60_000;
const place = { siteUrl: "https://site.example", timeZone: "America/New_York" };

/**
 * Issue 46 item 12: erasing a person removes their events from the team's calendar, by a removal
 * that names only the event's UID and so outlives the rows the erasure deletes; it is retried as
 * the outbox retries, and staff are told once when it keeps failing.
 */
describe.each(testDatabaseKinds())(
  "an erased person's events leave the team's calendar, on %s",
  (kind) => {
    let site: SiteDatabase;
    useTestDatabase(kind, (opened) => (site = opened));
    let radicale: RadicaleServer;
    beforeAll(async () => {
      radicale = await startRadicale();
    });
    afterAll(async () => {
      await radicale?.stop();
    });

    /** A booking of `person`, written into the calendar as its delivery would have written it. */
    async function bookedAndWritten(account: CalDavAccount, start: string, person: number) {
      const made = await createBooking(site, sampleBooking(start, person, { proof: "email" }), NOW);
      if (made.outcome !== "booked") throw new Error(made.outcome);
      await queueCalendarDelivery(site, made.booking.id, "booked");
      await createCalendarWriter(account).put({
        uid: made.booking.invitationUid,
        sequence: 0,
        object: teamCalendarObject(made.booking, null, place, NOW),
      });
      return made.booking;
    }

    const told: { uid: string; error: string; attempts: number }[] = [];
    const removals = (account: CalDavAccount, clock: () => Date) =>
      createCalendarRemovals({
        db: site.db,
        writer: createCalendarWriter(account),
        tellStaff: async (problem) => void told.push(problem),
        logger: createLogger("silent"),
        now: clock,
      });

    it("queues the removal in the erasure's own transaction, and the worker removes the event", async () => {
      const account = await newCalendar(radicale, `erase-${kind}`);
      const erin = await bookedAndWritten(account, "2027-03-10T10:00:00.000Z", 41);
      const kept = await bookedAndWritten(account, "2027-03-10T12:00:00.000Z", 42);

      const erased = await erasePerson(site, { phone: "+1 (555) 010-0041" }, "staff", [
        bookingsOfPerson,
      ]);
      expect(erased).toEqual({ erased: true, inquiries: 0 });
      expect(await site.db.selectFrom("bookings").select("id").execute()).toEqual([
        { id: kept.id },
      ]);
      // The delivery that would have removed it went with the booking; the removal stays.
      const queued = await site.db.selectFrom("calendar_removals").select(["uid"]).execute();
      expect(queued).toEqual([{ uid: erin.invitationUid }]);
      expect(await storedEvent(radicale, account, erin.invitationUid)).not.toBe(null);

      expect(await removals(account, () => new Date()).runOnce()).toBe(1);
      expect(await storedEvent(radicale, account, erin.invitationUid)).toBe(null);
      expect(await storedEvent(radicale, account, kept.invitationUid)).not.toBe(null);
      expect(await site.db.selectFrom("calendar_removals").selectAll().execute()).toEqual([]);
    });

    it("retries a removal the calendar refuses, tells staff once when it keeps failing, and ends it once it lands", async () => {
      const account = await newCalendar(radicale, `refusing-${kind}`);
      const erin = await bookedAndWritten(account, "2027-03-11T10:00:00.000Z", 43);
      await erasePerson(site, { email: "visitor43@example.com" }, "staff", [bookingsOfPerson]);

      told.length = 0;
      let clock = Date.now();
      const refused = removals({ ...account, password: "not the password" }, () => new Date(clock));
      for (let round = 1; round <= TELL_STAFF_AFTER + 1; round++) {
        expect(await refused.runOnce()).toBe(1);
        // Each round tries it once: the next try is due later, by the outbox's schedule.
        expect(await refused.runOnce()).toBe(0);
        clock += DAY_MS;
      }
      expect(told).toEqual([
        {
          uid: erin.invitationUid,
          attempts: TELL_STAFF_AFTER,
          error: expect.stringContaining("refused the user name or password (401)"),
        },
      ]);
      expect(await removalsState(site.db)).toEqual({
        waiting: 1,
        failing: 1,
        lastError: expect.stringContaining("(401)"),
      });
      expect(await storedEvent(radicale, account, erin.invitationUid)).not.toBe(null);

      expect(await removals(account, () => new Date(clock)).runOnce()).toBe(1);
      expect(await storedEvent(radicale, account, erin.invitationUid)).toBe(null);
      expect(await removalsState(site.db)).toEqual({ waiting: 0, failing: 0, lastError: null });
    });
  },
);
