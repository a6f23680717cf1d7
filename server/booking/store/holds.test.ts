import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTwoConnections } from "../../db/test-databases";
import { NOW, sampleBooking } from "../testing/sample-booking";
import type { BookingChange } from "./booking";
import { createBooking, type CreateOutcome } from "./bookings";
import { cancelBooking, rescheduleBooking } from "./changes";
import { bookingEvents } from "./events";
import { PROOF_SENDS, PROOF_TRIES } from "./holds";
import { findByManageToken } from "./manage-tokens";
import { heldTimes, listBookings } from "./lookup";
import { confirmHold, renewHoldCode } from "./proofs";
import type { BookingRequest } from "./request";

const MINUTE_MS = 60_000;
const HOLD_UNTIL = new Date(NOW.getTime() + 15 * MINUTE_MS);
const LAPSED = new Date(HOLD_UNTIL.getTime() + 1);
/** A visitor types the code a few minutes after the hold was made. */
const TYPED_AT = new Date(NOW.getTime() + 3 * MINUTE_MS);

/** A new hold, with its code and manage token in clear. */
function held(outcome: CreateOutcome) {
  if (outcome.outcome !== "held" || outcome.code === null) {
    throw new Error(`expected a new hold, got ${outcome.outcome}`);
  }
  return outcome;
}

/** The store's side of a hold, on two connections (two instances) of each database. */
describe.each(testDatabaseKinds())("holds on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, other) => ([first, second] = [opened, other]));

  /** The follow-ups the changes ran: a hold's lead and messages wait for its proof. */
  const followed: BookingChange[] = [];
  const withFollowUp = (site: SiteDatabase) => ({
    ...site,
    followUp: async (_trx: unknown, change: BookingChange) => {
      followed.push(change);
      return change.booking;
    },
  });
  const hold = (
    site: SiteDatabase,
    start: string,
    person: number,
    more: Partial<BookingRequest> = {},
  ) =>
    createBooking(
      withFollowUp(site),
      sampleBooking(start, person, { holdUntil: HOLD_UNTIL, ...more }),
      NOW,
    );
  const range = (start: string, now: Date) => ({
    from: new Date(Date.parse(start) - 60 * MINUTE_MS),
    to: new Date(Date.parse(start) + 60 * MINUTE_MS),
    now,
  });

  it("a hold keeps its slot from everyone, tells nobody, and counts for nothing once it lapses", async () => {
    const start = "2027-03-10T10:00:00.000Z";
    followed.length = 0;
    const made = held(await hold(first, start, 1));
    expect(made.code).toMatch(/^\d{6}$/);
    expect(made.booking).toMatchObject({ heldUntil: HOLD_UNTIL.toISOString(), provenBy: null });
    expect(followed).toEqual([]);
    expect((await bookingEvents(first.db, made.booking.id)).map((e) => e.action)).toEqual(["held"]);
    // Staff's appointments leave it out; the slot engine and the database do not.
    expect(await listBookings(first.db, { from: NOW, to: new Date("2027-04-01") })).toEqual([]);
    expect(await heldTimes(first.db, range(start, NOW))).toHaveLength(1);
    expect((await createBooking(second, sampleBooking(start, 2), NOW)).outcome).toBe("slot-taken");

    // Past its end, on the other instance, with nothing run in between: the database decides.
    expect(await heldTimes(second.db, range(start, LAPSED))).toEqual([]);
    expect(await findByManageToken(second.db, made.manageToken, LAPSED)).toBe(null);
    const taker = await createBooking(second, sampleBooking(start, 2), LAPSED);
    expect(taker.outcome).toBe("booked");
    const rows = await first.db
      .selectFrom("bookings")
      .select("id")
      .where("starts_at", "=", start)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([taker.outcome === "booked" ? taker.booking.id : ""]);
    expect(await first.db.selectFrom("booking_proofs").selectAll().execute()).toEqual([]);
  });

  it("the right code makes it a booking and runs its follow-up once; a hold cannot be moved or cancelled", async () => {
    followed.length = 0;
    const made = held(await hold(first, "2027-03-11T10:00:00.000Z", 3));
    const moved = { ...sampleBooking("2027-03-11T12:00:00.000Z"), actor: "visitor" };
    expect((await rescheduleBooking(first, made.booking.id, moved, NOW)).outcome).toBe("held");
    expect((await cancelBooking(first, made.booking.id, "visitor", NOW)).outcome).toBe("held");

    const wrong = made.code === "000000" ? "111111" : "000000";
    const site = withFollowUp(second);
    expect(
      await confirmHold(site, made.booking.id, wrong, { actor: "visitor", now: TYPED_AT }),
    ).toEqual({
      outcome: "wrong-code",
      triesLeft: PROOF_TRIES - 1,
    });
    const typed = `${made.code.slice(0, 3)} ${made.code.slice(3)}`;
    const confirmed = await confirmHold(site, made.booking.id, typed, {
      actor: "visitor",
      now: TYPED_AT,
    });
    expect(confirmed).toMatchObject({
      outcome: "confirmed",
      booking: { id: made.booking.id, heldUntil: null, provenBy: "email" },
    });
    expect(followed.map((change) => change.action)).toEqual(["booked"]);
    expect(
      await confirmHold(site, made.booking.id, made.code, { actor: "visitor", now: TYPED_AT }),
    ).toMatchObject({
      outcome: "already-confirmed",
    });
    expect(followed).toHaveLength(1);
    expect((await bookingEvents(first.db, made.booking.id)).map((e) => e.action)).toEqual([
      "held",
      "booked",
    ]);
    expect(await first.db.selectFrom("booking_proofs").selectAll().execute()).toEqual([]);
  });

  it(`${PROOF_TRIES} wrong codes let the hold go; a code after it lapsed finds nothing`, async () => {
    const start = "2027-03-12T10:00:00.000Z";
    const made = held(await hold(first, start, 4));
    const wrong = made.code === "000000" ? "111111" : "000000";
    const outcomes = [];
    for (let n = 0; n < PROOF_TRIES; n++) {
      outcomes.push(
        await confirmHold(first, made.booking.id, wrong, { actor: "visitor", now: NOW }),
      );
    }
    expect(outcomes.at(-1)).toEqual({ outcome: "gone" });
    expect(
      await confirmHold(first, made.booking.id, made.code, { actor: "visitor", now: NOW }),
    ).toEqual({
      outcome: "gone",
    });
    expect(await heldTimes(first.db, range(start, NOW))).toEqual([]);

    const late = held(await hold(second, start, 5));
    expect(
      await confirmHold(first, late.booking.id, late.code, { actor: "visitor", now: LAPSED }),
    ).toEqual({ outcome: "gone" });
  });

  it(`a new code replaces the last, at most ${PROOF_SENDS} codes in all`, async () => {
    const made = held(await hold(first, "2027-03-13T10:00:00.000Z", 6));
    const codes = [made.code];
    for (let n = 1; n < PROOF_SENDS; n++) {
      const renewed = await renewHoldCode(second, made.booking.id, NOW);
      codes.push(renewed!.code);
    }
    expect(await renewHoldCode(second, made.booking.id, NOW)).toBe(null);
    const last = codes.at(-1)!;
    const stale = codes.find((code) => code !== last);
    if (stale) {
      expect(
        (await confirmHold(first, made.booking.id, stale, { actor: "visitor", now: NOW })).outcome,
      ).toBe("wrong-code");
    }
    expect(
      (await confirmHold(first, made.booking.id, last, { actor: "visitor", now: NOW })).outcome,
    ).toBe("confirmed");
    expect(await renewHoldCode(second, made.booking.id, NOW)).toBe(null);
  });
});
