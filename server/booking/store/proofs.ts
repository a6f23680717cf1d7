import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { Booking, BookingSite } from "./booking";
import { logBookingEvent } from "./events";
import { checkProof, renewProof } from "./holds";
import { attempt, inBookingTransaction, lockedBooking } from "./writes";

export type ConfirmOutcome =
  /** Proven now: a booking, with its lead and messages written in the same transaction. */
  | { outcome: "confirmed"; booking: Booking }
  /** Proven before (a second press, a retried tool call): nothing changes. */
  | { outcome: "already-confirmed"; booking: Booking }
  | { outcome: "wrong-code"; triesLeft: number }
  /** No such hold: never made, lapsed, released after too many wrong codes, or cancelled. */
  | { outcome: "gone" };

/**
 * Proves a hold's e-mail address by the code sent there: the hold becomes a booking, its contact
 * marked proven, and only then is its lead found or made and its messages queued (the follow-up),
 * in one transaction. A wrong code is counted; the last wrong one releases the hold.
 */
export async function confirmHold(
  site: BookingSite,
  bookingId: string,
  code: string,
  { actor, now }: { actor: string; now: Date },
): Promise<ConfirmOutcome> {
  return inBookingTransaction(site, async (trx) => {
    const booking = await lockedBooking(site, trx, bookingId);
    if (!booking || booking.status === "cancelled") return { outcome: "gone" };
    if (!booking.heldUntil) return { outcome: "already-confirmed", booking };
    if (Date.parse(booking.heldUntil) <= now.getTime()) return release(trx, bookingId);
    const check = await checkProof(trx, bookingId, code);
    if (!check.ok) {
      return check.triesLeft > 0
        ? { outcome: "wrong-code", triesLeft: check.triesLeft }
        : release(trx, bookingId);
    }
    const at = now.toISOString();
    let eventId = "";
    const conflict = await attempt(trx, async () => {
      await trx
        .updateTable("bookings")
        .set({ held_until: null, proven_by: "email", proven_at: at, updated_at: at })
        .where("id", "=", bookingId)
        .execute();
      await trx.deleteFrom("booking_proofs").where("booking_id", "=", bookingId).execute();
      eventId = await logBookingEvent(trx, {
        bookingId,
        actor,
        action: "booked",
        detail: `${booking.startsAt}/${booking.endsAt}`,
        at: now,
      });
    });
    if (conflict) throw new Error(`hold ${bookingId} could not be confirmed: ${conflict}`);
    const confirmed = { ...booking, heldUntil: null, provenBy: "email" as const, updatedAt: at };
    return {
      outcome: "confirmed",
      booking: site.followUp
        ? await site.followUp(trx, { eventId, action: "booked", booking: confirmed, at: now })
        : confirmed,
    };
  });
}

/**
 * A new code for a live hold, replacing the last (a lost e-mail). Null when the hold is gone or
 * confirmed, or has had every code it may (holds.ts PROOF_SENDS).
 */
export async function renewHoldCode(
  site: BookingSite,
  bookingId: string,
  now: Date,
): Promise<{ booking: Booking; code: string } | null> {
  return inBookingTransaction(site, async (trx) => {
    const booking = await lockedBooking(site, trx, bookingId);
    if (!booking?.heldUntil || Date.parse(booking.heldUntil) <= now.getTime()) return null;
    const code = await renewProof(trx, bookingId, now);
    return code ? { booking, code } : null;
  });
}

/** The hold goes at once, with its code: its time is free for anyone. */
async function release(trx: Transaction<Database>, bookingId: string): Promise<ConfirmOutcome> {
  await trx.deleteFrom("bookings").where("id", "=", bookingId).execute();
  return { outcome: "gone" };
}

/** Lets a hold go at once (its code could not be sent): its time is free for anyone. */
export async function releaseHold(site: BookingSite, bookingId: string): Promise<void> {
  await inBookingTransaction(site, async (trx) => {
    await trx
      .deleteFrom("bookings")
      .where("id", "=", bookingId)
      .where("held_until", "is not", null)
      .execute();
  });
}
