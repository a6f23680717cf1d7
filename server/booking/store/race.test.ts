import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTwoConnections } from "../../db/test-databases";
import { rescheduleBooking } from "./changes";
import { createBooking, type CreateOutcome } from "./bookings";
import { booked, NOW, sampleBooking } from "../testing/sample-booking";

const ATTEMPTS = 50;

const count = (outcomes: CreateOutcome[], outcome: CreateOutcome["outcome"]) =>
  outcomes.filter((result) => result.outcome === outcome).length;

/** Two connections are two instances: each has its own pool (or file handle) and its own writer. */
describe.each(testDatabaseKinds())("bookings racing on two instances of %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, other) => ([first, second] = [opened, other]));
  const instance = (i: number) => (i % 2 === 0 ? first : second);

  it(`${ATTEMPTS} people at once for one slot make exactly one booking`, async () => {
    const start = "2027-04-01T10:00:00.000Z";
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        createBooking(instance(i), sampleBooking(start, i + 1), NOW),
      ),
    );
    expect(count(outcomes, "booked")).toBe(1);
    expect(count(outcomes, "slot-taken")).toBe(ATTEMPTS - 1);
    const rows = await first.db
      .selectFrom("bookings")
      .select("id")
      .where("starts_at", "=", start)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("slots that differ but overlap through their buffers never both hold", async () => {
    // Starts five minutes apart within an hour: every pair within 60 minutes overlaps (30-minute
    // meetings with 15 minutes either side), so at most two can hold (at 0 and 60).
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => {
        const start = new Date(Date.parse("2027-04-02T10:00:00.000Z") + (i % 13) * 5 * 60_000);
        return createBooking(instance(i), sampleBooking(start.toISOString(), i + 1), NOW);
      }),
    );
    const held = await first.db
      .selectFrom("bookings")
      .select(["blocked_from", "blocked_until"])
      .where("status", "<>", "cancelled")
      .where("starts_at", "like", "2027-04-02%")
      .orderBy("blocked_from")
      .execute();
    expect(held.length).toBe(count(outcomes, "booked"));
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held.length).toBeLessThanOrEqual(2);
    for (let i = 1; i < held.length; i++) {
      expect(held[i]!.blocked_from >= held[i - 1]!.blocked_until).toBe(true);
    }
    expect(count(outcomes, "slot-taken")).toBe(ATTEMPTS - held.length);
  });

  it("bookings moved into one free slot at once: one moves, the others are told it is taken", async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createBooking(
          first,
          sampleBooking(`2027-04-04T${String(8 + i).padStart(2, "0")}:00:00.000Z`, i + 1),
          NOW,
        ),
      ),
    );
    const target = {
      startsAt: "2027-04-05T10:00:00.000Z",
      endsAt: "2027-04-05T10:30:00.000Z",
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      actor: "visitor",
    };
    const outcomes = await Promise.all(
      made.map((result, i) =>
        rescheduleBooking(instance(i), booked(result).booking.id, target, NOW),
      ),
    );
    expect(outcomes.filter((result) => result.outcome === "changed")).toHaveLength(1);
    expect(outcomes.filter((result) => result.outcome === "slot-taken")).toHaveLength(9);
  });

  it("one tool call sent many times at once, to both instances, books once", async () => {
    const request = sampleBooking("2027-04-03T10:00:00.000Z", 1, { idempotencyKey: "call-race" });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createBooking(instance(i), request, NOW)),
    );
    expect(count(outcomes, "booked")).toBe(20);
    const made = outcomes.filter((result) => "manageToken" in result && result.manageToken);
    expect(made).toHaveLength(1);
    const ids = new Set(outcomes.map((result) => "booking" in result && result.booking.id));
    expect(ids.size).toBe(1);
  });
});
