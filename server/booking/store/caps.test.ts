import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTwoConnections } from "../../db/test-databases";
import { NO_CAPS } from "../testing/code-inbox";
import { NOW, sampleBooking } from "../testing/sample-booking";
import { createBooking } from "./bookings";
import { addressKey, type BookingCap, type BookingCaps } from "./caps";
import { cancelBooking } from "./changes";
import type { BookingRequest } from "./request";

const HOUR_MS = 60 * 60_000;
const at = (hoursAfterNow: number) => new Date(NOW.getTime() + hoursAfterNow * HOUR_MS);
/** A free start on its own day for each booking, so only the caps refuse. */
const startOn = (day: number) =>
  new Date(Date.parse("2027-03-01T10:00:00.000Z") + day * 24 * HOUR_MS).toISOString();

/**
 * Each cap counts a person's upcoming bookings and live holds, whatever else differs, in the
 * database: on two connections (two instances) at once, the last place goes once.
 */
describe.each(testDatabaseKinds())("caps on upcoming bookings and holds on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, other) => ([first, second] = [opened, other]));
  let day = 2;

  /** Person `n` of a test, with every other way of counting them their own. */
  const request = (
    cap: BookingCap,
    n: number,
    shared: Partial<BookingRequest>,
    more: Partial<BookingRequest> = {},
  ): BookingRequest => {
    const base = sampleBooking(startOn(day++), 100 * (day % 50) + n, {
      caps: { ...NO_CAPS, [cap]: 2 } satisfies BookingCaps,
      clientKey: addressKey(`198.51.100.${day % 250}`),
      sessionKey: `call:own-${day}`,
      ...more,
    });
    return {
      ...base,
      ...shared,
      visitor: { ...base.visitor, ...(shared.visitor ?? {}) },
    };
  };

  const sharedBy: Record<BookingCap, Partial<BookingRequest>> = {
    email: { visitor: { email: "same@example.com" } as BookingRequest["visitor"] },
    phone: { visitor: { phone: "+15550109999" } as BookingRequest["visitor"] },
    // One visitor rotating through their /64: every address in it is the same client.
    address: { clientKey: addressKey("2001:db8:7:1::1") },
    session: { sessionKey: "chat:one-conversation" },
  };
  const sameNetwork = addressKey("2001:db8:7:1:ffff:1:2:3");

  it.each(Object.keys(sharedBy) as BookingCap[])(
    "per %s: two upcoming bookings or holds, then refused; a cancel, a lapse or a start frees a place",
    async (cap) => {
      const shared = sharedBy[cap];
      const firstOne = await createBooking(first, request(cap, 1, shared), NOW);
      expect(firstOne.outcome).toBe("booked");
      const hold = await createBooking(
        second,
        request(cap, 2, shared, { holdUntil: at(0.25) }),
        NOW,
      );
      expect(hold.outcome).toBe("held");
      const third = request(cap, 3, cap === "address" ? { clientKey: sameNetwork } : shared);
      expect(await createBooking(first, third, NOW)).toEqual({ outcome: "capped", cap });

      // The hold lapses: its place is free again, counted on the other instance.
      expect((await createBooking(second, third, at(0.5))).outcome).toBe("booked");
      expect((await createBooking(first, request(cap, 4, shared), at(0.5))).outcome).toBe("capped");
      // A cancelled booking holds no place.
      if (firstOne.outcome !== "booked") throw new Error("not booked");
      await cancelBooking(first, firstOne.booking.id, "visitor", at(0.5));
      expect((await createBooking(second, request(cap, 5, shared), at(0.5))).outcome).toBe(
        "booked",
      );
      // Once their starts have passed, bookings are no longer upcoming.
      expect((await createBooking(first, request(cap, 6, shared), at(0.5))).outcome).toBe("capped");
      const weeksLater = new Date(startOn(99));
      const laterStart = new Date(startOn(100 + day++));
      const later = request(cap, 7, shared, {
        startsAt: laterStart,
        endsAt: new Date(laterStart.getTime() + HOUR_MS / 2),
      });
      expect((await createBooking(second, later, weeksLater)).outcome).toBe("booked");
    },
  );

  it("two requests at once on two instances take a person's last place once", async () => {
    const shared = { visitor: { email: "racer@example.com" } as BookingRequest["visitor"] };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        createBooking(n % 2 ? first : second, request("email", n, shared), NOW),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === "booked")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.outcome === "capped")).toHaveLength(8);
  });
});
