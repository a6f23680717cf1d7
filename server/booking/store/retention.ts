import type { BookingSite } from "./booking";
import { forgetBookings } from "./erasure";
import { releaseLapsedHolds } from "./holds";
import { inBookingTransaction } from "./writes";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the privacy policy promises about bookings: a hold that lapsed unproven is deleted with all
 * it held (reads skip it from the instant it lapses; this empties the table of it), and a booking
 * whose meeting ended more than `retentionDays` ago (BOOKING_RETENTION_DAYS; null: kept until its
 * lead goes) is deleted with its log and messages, its event in the team's calendar queued for
 * removal. How many of each went.
 */
export async function purgePastBookings(
  site: BookingSite,
  retentionDays: number | null,
  now: Date,
): Promise<{ lapsed: number; past: number }> {
  return inBookingTransaction(site, async (trx) => {
    const lapsed = await releaseLapsedHolds(trx, now);
    if (retentionDays === null) return { lapsed, past: 0 };
    const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const old = await trx
      .selectFrom("bookings")
      .select("id")
      .where("ends_at", "<", before)
      .execute();
    const past = await forgetBookings(
      trx,
      old.map((row) => row.id),
      now,
    );
    return { lapsed, past };
  });
}
