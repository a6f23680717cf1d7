import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { phoneDigitsSql, type PersonData } from "../../db/lead-removal";
import { queueCalendarRemovals } from "./calendar-removals";

/** Every table `eraseBookingsOf` deletes from, itself or by cascade: for `purgeDeleted`. */
export const BOOKING_TABLES = [
  "bookings",
  "booking_events",
] as const satisfies readonly (keyof Database)[];

/**
 * "Erase this person": every booking made with this e-mail address (lower-cased) or phone number
 * (its digits), or attached to one of their leads (whatever the address it was made with), with
 * its manage tokens, code, log and messages by cascade. An event a booking had in the team's
 * calendar is queued for removal there first (calendar-removals.ts): the removal outlives these
 * rows. Run it inside the erasure's transaction, then purge `BOOKING_TABLES` with the lead tables.
 * How many bookings went.
 */
export async function eraseBookingsOf(
  trx: Kysely<Database>,
  person: { email: string | null; phone: string | null; leadIds: readonly string[] },
  now: Date,
): Promise<number> {
  const { email, phone, leadIds } = person;
  if (!email && !phone && leadIds.length === 0) return 0;
  const theirs = await trx
    .selectFrom("bookings")
    .select("id")
    .where((eb) =>
      eb.or([
        ...(email ? [eb("visitor_email", "=", email)] : []),
        ...(phone ? [eb(phoneDigitsSql("visitor_phone"), "=", phone)] : []),
        ...(leadIds.length > 0 ? [eb("lead_id", "in", leadIds)] : []),
      ]),
    )
    .execute();
  return forgetBookings(
    trx,
    theirs.map((row) => row.id),
    now,
  );
}

/** Deletes bookings, their events in the team's calendar queued for removal first. */
export async function forgetBookings(
  trx: Kysely<Database>,
  bookingIds: readonly string[],
  now: Date,
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  await queueCalendarRemovals(trx, bookingIds, now);
  let gone = 0;
  for (let from = 0; from < bookingIds.length; from += 500) {
    const deleted = await trx
      .deleteFrom("bookings")
      .where("id", "in", bookingIds.slice(from, from + 500))
      .executeTakeFirst();
    gone += Number(deleted.numDeletedRows);
  }
  return gone;
}

/**
 * Of these leads, those with a booking still to come: its reminder and changes are the lead's
 * deliveries, so the lead's retention waits for it (an erasure does not).
 */
async function leadsWithUpcomingBookings(
  db: Kysely<Database>,
  leadIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const needed: string[] = [];
  for (let from = 0; from < leadIds.length; from += 500) {
    const rows = await db
      .selectFrom("bookings")
      .select("lead_id")
      .distinct()
      .where("lead_id", "in", leadIds.slice(from, from + 500))
      .where("status", "=", "confirmed")
      .where("starts_at", ">", now.toISOString())
      .execute();
    needed.push(...rows.flatMap((row) => (row.lead_id ? [row.lead_id] : [])));
  }
  return needed;
}

/**
 * A person's bookings, for the lead erasure ("Erase this person") and the leads' retention: they
 * go with their leads, and a lead with a booking to come waits for it.
 */
export const bookingsOfPerson: PersonData = {
  erase: (trx, person, now) => eraseBookingsOf(trx, person, now),
  tables: BOOKING_TABLES,
  stillNeeded: leadsWithUpcomingBookings,
};
