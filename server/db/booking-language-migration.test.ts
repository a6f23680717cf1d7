import { afterAll, describe, expect, it } from "vitest";
import { createBooking } from "../booking/store/bookings";
import { NOW, sampleBooking } from "../booking/testing/sample-booking";
import { openDatabase } from "./database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";

describe.each(testDatabaseKinds())("the booking language migration on %s", (kind) => {
  let testDb: TestDatabase;
  afterAll(() => testDb?.drop());

  it("reads every booking stored before it as English, and keeps a new booking's own", async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    const before = await openDatabase({ ...testDb.options, migrateTo: "017-lead-language" });
    const at = NOW.toISOString();
    await before.db
      .insertInto("bookings")
      .values({
        id: "bkg_before",
        reference: "AAAA-0001",
        meeting_type_id: "consultation",
        starts_at: "2027-03-15T13:00:00.000Z",
        ends_at: "2027-03-15T13:30:00.000Z",
        blocked_from: "2027-03-15T13:00:00.000Z",
        blocked_until: "2027-03-15T13:30:00.000Z",
        visitor_name: "Ada Lovelace",
        visitor_email: "ada@example.com",
        visitor_phone: null,
        visitor_time_zone: "Europe/London",
        notes: "",
        source: "web",
        status: "confirmed",
        sequence: 0,
        invitation_uid: "before@voicefront",
        idempotency_key: "before",
        lead_id: null,
        created_at: at,
        updated_at: at,
        held_until: null,
        proven_by: "email",
        proven_at: at,
        client_key: null,
        session_key: null,
      })
      .execute();
    await before.close();

    const after = await testDb.open();
    try {
      const outcome = await createBooking(
        after,
        sampleBooking("2027-03-16T13:00:00.000Z", 2, { language: "es" }),
        NOW,
      );
      expect(outcome).toMatchObject({ outcome: "booked", booking: { language: "es" } });
      const rows = await after.db
        .selectFrom("bookings")
        .select(["visitor_email", "language"])
        .orderBy("starts_at")
        .execute();
      expect(rows).toEqual([
        { visitor_email: "ada@example.com", language: "en" },
        { visitor_email: "visitor2@example.com", language: "es" },
      ]);
      const unknown = await createBooking(
        after,
        sampleBooking("2027-03-17T13:00:00.000Z", 3, { language: "xx" as never }),
        NOW,
      );
      expect(unknown).toEqual({
        outcome: "invalid",
        problems: [{ field: "language", need: "language" }],
      });
    } finally {
      await after.close();
    }
  });
});
