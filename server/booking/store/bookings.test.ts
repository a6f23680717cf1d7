import { beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import { findByReference } from "./lookup";
import { createBooking, type InvalidBooking } from "./bookings";
import { problemsInWords } from "./request";
import { bookingRequestProblems } from "../../../core/content/booking-answers";
import { conflictOf } from "./writes";
import { findByManageToken, issueManageToken } from "./manage-tokens";
import { booked, NOW, sampleBooking, useBookingStore } from "../testing/sample-booking";

describe.each(testDatabaseKinds())("the booking store on %s", (kind) => {
  const store = useBookingStore(kind);
  const book = store.book;
  let site: SiteDatabase;
  beforeAll(() => {
    site = store.site();
  });

  it("books a slot, found again by reference with the e-mail or phone, and by its token", async () => {
    const { booking, manageToken } = booked(await book("2027-03-02T10:00:00.000Z"));
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      startsAt: "2027-03-02T10:00:00.000Z",
      endsAt: "2027-03-02T10:30:00.000Z",
      blockedFrom: "2027-03-02T09:45:00.000Z",
      blockedUntil: "2027-03-02T10:45:00.000Z",
      visitor: { email: "visitor1@example.com", phone: "+15550100001", timeZone: "Europe/Madrid" },
      status: "confirmed",
      sequence: 0,
    });
    const spoken = booking.reference.replace("-", " ").toLowerCase();
    expect(await findByReference(site.db, spoken, { email: " Visitor1@Example.COM" }, NOW)).toEqual(
      booking,
    );
    expect(
      await findByReference(site.db, booking.reference, { phone: "+1 (555) 010-0001" }, NOW),
    ).toEqual(booking);
    expect(
      await findByReference(site.db, booking.reference, { email: "visitor2@example.com" }, NOW),
    ).toBe(null);
    expect(await findByReference(site.db, booking.reference, {}, NOW)).toBe(null);
    expect(
      await findByReference(site.db, "ZZZZ-ZZZZ", { email: "visitor1@example.com" }, NOW),
    ).toBe(null);
    expect(await findByManageToken(site.db, manageToken, NOW)).toEqual(booking);
    expect(await findByManageToken(site.db, `${manageToken}x`, NOW)).toBe(null);
    expect(await findByManageToken(site.db, "x".repeat(10_000), NOW)).toBe(null);

    const stored = await site.db
      .selectFrom("bookings")
      .innerJoin("booking_manage_tokens", "booking_id", "bookings.id")
      .selectAll()
      .where("bookings.id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(stored)).not.toContain(manageToken);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives each later e-mail a token of its own, and every token keeps opening the booking", async () => {
    const { booking, manageToken } = booked(await book("2027-03-02T12:00:00.000Z", 9));
    const reminderToken = await issueManageToken(site, booking.id, NOW);
    expect(reminderToken).not.toBe(manageToken);
    expect(await findByManageToken(site.db, reminderToken!, NOW)).toEqual(booking);
    expect(await findByManageToken(site.db, manageToken, NOW)).toEqual(booking);
    expect(await issueManageToken(site, "bkg_nobody", NOW)).toBe(null);
  });

  it("books once for the same tool call id, and once for the same person and slot", async () => {
    const first = booked(await book("2027-03-03T10:00:00.000Z", 1, { idempotencyKey: "call-7" }));
    const again = await book("2027-03-03T10:00:00.000Z", 1, { idempotencyKey: "call-7" });
    expect(again).toEqual({ outcome: "booked", booking: first.booking, manageToken: null });
    // Found by the person and slot, which anyone may name: the caller is not the same request.
    const newToolCall = await book("2027-03-03T10:00:00.000Z", 1, { idempotencyKey: "call-8" });
    expect(newToolCall).toEqual({ outcome: "already-held", booking: first.booking });

    const plain = booked(await book("2027-03-03T14:00:00.000Z", 2));
    expect(await book("2027-03-03T14:00:00.000Z", 2)).toEqual({
      outcome: "already-held",
      booking: plain.booking,
    });
    const rows = await site.db
      .selectFrom("bookings")
      .select("id")
      .where("starts_at", "like", "2027-03-03%")
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("refuses another person's booking that overlaps one, buffers included; the next free time books", async () => {
    booked(await book("2027-03-04T10:00:00.000Z", 1));
    expect(await book("2027-03-04T10:00:00.000Z", 2)).toEqual({ outcome: "slot-taken" });
    // 10:40 needs 10:25 to 11:25; the first booking holds until 10:45.
    expect(await book("2027-03-04T10:40:00.000Z", 2)).toEqual({ outcome: "slot-taken" });
    expect(await book("2027-03-04T09:20:00.000Z", 2)).toEqual({ outcome: "slot-taken" });
    // Ranges are half-open: one booking's held time may end where the next one's begins.
    booked(await book("2027-03-04T11:00:00.000Z", 2));
    booked(await book("2027-03-04T09:00:00.000Z", 3));
  });

  it("is the database that refuses an overlap, whatever writes it", async () => {
    const { booking } = booked(await book("2027-03-05T10:00:00.000Z", 1));
    const stored = await site.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    const twin = {
      ...stored,
      id: "bkg_twin",
      reference: "TWIN-2222",
      invitation_uid: "twin@voicefront",
      idempotency_key: "twin",
      starts_at: "2027-03-05T10:20:00.000Z",
      ends_at: "2027-03-05T10:50:00.000Z",
      blocked_from: "2027-03-05T10:20:00.000Z",
      blocked_until: "2027-03-05T10:50:00.000Z",
    };
    await expect(site.db.insertInto("bookings").values(twin).execute()).rejects.toThrow(
      /bookings_no_overlap/,
    );
    // A cancelled row holds nothing; an instant in another form is refused outright.
    await site.db
      .insertInto("bookings")
      .values({ ...twin, status: "cancelled" })
      .execute();
    await expect(
      site.db
        .updateTable("bookings")
        .set({ status: "confirmed" })
        .where("id", "=", "bkg_twin")
        .execute(),
    ).rejects.toThrow(/bookings_no_overlap/);
    await expect(
      site.db
        .insertInto("bookings")
        .values({
          ...twin,
          id: "bkg_odd",
          reference: "ODD",
          invitation_uid: "odd",
          idempotency_key: "odd",
          status: "cancelled",
          starts_at: "2027-03-05 10:20:00+00",
        })
        .execute(),
    ).rejects.toThrow(/bookings_canonical_instants/);
  });

  it("refuses what is invalid or past, in words, and writes nothing", async () => {
    const before = await site.db.selectFrom("bookings").select("id").execute();
    const invalid = await createBooking(
      site,
      sampleBooking("2027-03-06T10:00:00.000Z", 1, {
        visitor: { name: "x".repeat(201), email: null, phone: null, timeZone: "Mars/Olympus" },
      }),
      NOW,
    );
    expect(invalid.outcome).toBe("invalid");
    const problems = problemsInWords(
      (invalid as InvalidBooking).problems,
      bookingRequestProblems,
    ).join("\n");
    expect(problems).toMatch(/^Name: at most 200 characters$/m);
    expect(problems).toMatch(/^Time zone: an IANA time zone/m);
    expect(problems).toMatch(/^Contact: an e-mail address or a phone number$/m);
    const backwards = sampleBooking("2027-03-06T10:00:00.000Z", 1, {
      endsAt: new Date("2027-03-06T09:00:00.000Z"),
    });
    expect(await createBooking(site, backwards, NOW)).toMatchObject({ outcome: "invalid" });
    const tooLong = sampleBooking("2027-03-06T10:00:00.000Z", 1, {
      endsAt: new Date("2027-03-07T10:00:00.000Z"),
    });
    expect(await createBooking(site, tooLong, NOW)).toMatchObject({ outcome: "invalid" });
    expect(await createBooking(site, sampleBooking("not a date"), NOW)).toMatchObject({
      outcome: "invalid",
    });
    const badContact = await book("2027-03-06T10:00:00.000Z", 1, {
      visitor: { name: "Ada", email: "ada at example", phone: "call me", timeZone: "UTC" },
    });
    expect(badContact).toEqual({
      outcome: "invalid",
      problems: [
        { field: "visitor.email", need: "email" },
        { field: "visitor.phone", need: "phone" },
      ],
    });
    expect(await book("2027-03-01T11:59:00.000Z")).toEqual({ outcome: "past" });
    expect(await site.db.selectFrom("bookings").select("id").execute()).toEqual(before);
  });

  it("takes a field left blank on a form for one not given", async () => {
    const phoneOnly = await book("2027-03-06T12:00:00.000Z", 1, {
      visitor: { name: "Ada", email: "  ", phone: "+34 600 000 000", timeZone: "Europe/Madrid" },
    });
    expect(phoneOnly).toMatchObject({
      outcome: "booked",
      booking: { visitor: { email: null, phone: "+34600000000" } },
    });
    const neither = await book("2027-03-06T14:00:00.000Z", 1, {
      visitor: { name: "Ada", email: "", phone: " ", timeZone: "Europe/Madrid" },
    });
    expect(neither).toMatchObject({ outcome: "invalid" });
  });

  it("tells the database's refusals apart from its failures", async () => {
    const { booking } = booked(await book("2027-03-11T10:00:00.000Z", 6));
    const stored = await site.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    const refusal = (changes: Partial<typeof stored>) =>
      site.db
        .insertInto("bookings")
        .values({ ...stored, id: "bkg_other", status: "cancelled", ...changes })
        .execute()
        .then(() => "written", conflictOf);
    const fresh = { invitation_uid: "fresh", idempotency_key: "fresh" };
    expect(await refusal({ ...fresh, reference: booking.reference })).toBe("random-collision");
    expect(
      await refusal({ ...fresh, reference: "NEW-1", invitation_uid: stored.invitation_uid }),
    ).toBe("random-collision");
    expect(
      await refusal({
        ...fresh,
        reference: "NEW-2",
        status: "confirmed",
        idempotency_key: stored.idempotency_key,
        starts_at: "2027-03-11T18:00:00.000Z",
        ends_at: "2027-03-11T18:30:00.000Z",
        blocked_from: "2027-03-11T18:00:00.000Z",
        blocked_until: "2027-03-11T18:30:00.000Z",
      }),
    ).toBe("same-key");
    expect(await refusal({ ...fresh, reference: "NEW-3", status: "confirmed" })).toBe("slot-taken");
    expect(
      await refusal({ ...fresh, reference: "NEW-4", visitor_email: null, visitor_phone: null }),
    ).toBe(null);
  });
});
