import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../db/test-databases";
import { secretHash } from "../../http/secrets";
import { sampleBooking, NOW } from "../testing/sample-booking";
import { createBooking } from "./bookings";
import { heldTimes } from "./lookup";
import { findByManageToken } from "./manage-tokens";

/** The last migration before holds: a database the tree before them left. */
const BEFORE_HOLDS = "015-delivery-subject";

describe.each(testDatabaseKinds())("016-booking-trust on %s", (kind) => {
  let testDb: TestDatabase;
  afterAll(() => testDb?.drop());

  it("keeps a booking made before holds a booking, its old link working, and holds new ones", async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    const before = await openDatabase({ ...testDb.options, migrateTo: BEFORE_HOLDS });
    const start = "2027-03-08T10:00:00.000Z";
    try {
      // The row as the tree before holds wrote it: none of the new columns.
      await before.db
        .insertInto("bookings")
        .values({
          id: "bkg_old",
          reference: "OLD1-2345",
          meeting_type_id: "consultation",
          starts_at: start,
          ends_at: "2027-03-08T10:30:00.000Z",
          blocked_from: "2027-03-08T09:45:00.000Z",
          blocked_until: "2027-03-08T10:45:00.000Z",
          visitor_name: "Ada Lovelace",
          visitor_email: "ada@example.com",
          visitor_phone: null,
          visitor_time_zone: "Europe/Madrid",
          notes: "",
          source: "web",
          status: "confirmed",
          sequence: 0,
          invitation_uid: "old@voicefront",
          idempotency_key: "person-slot:old",
          lead_id: null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      await before.db
        .insertInto("booking_manage_tokens")
        .values({
          token_hash: secretHash("an old link"),
          booking_id: "bkg_old",
          issued_at: NOW.toISOString(),
        })
        .execute();
    } finally {
      await before.close();
    }

    const after = await testDb.open();
    try {
      expect(await findByManageToken(after.db, "an old link", NOW)).toMatchObject({
        reference: "OLD1-2345",
        heldUntil: null,
        provenBy: null,
      });
      const range = { from: new Date(start), to: new Date("2027-03-09"), now: NOW };
      expect((await heldTimes(after.db, range)).map((time) => time.bookingId)).toEqual(["bkg_old"]);
      expect((await createBooking(after, sampleBooking(start, 2), NOW)).outcome).toBe("slot-taken");
      const holdUntil = new Date(NOW.getTime() + 15 * 60_000);
      const hold = await createBooking(
        after,
        sampleBooking("2027-03-08T14:00:00.000Z", 3, { holdUntil }),
        NOW,
      );
      expect(hold).toMatchObject({ outcome: "held", code: expect.stringMatching(/^\d{6}$/) });
    } finally {
      await after.close();
    }
  });
});
