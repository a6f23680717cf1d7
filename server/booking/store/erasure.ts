import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { PersonData } from "../../db/lead-removal";
import { normalizedEmail, normalizedPhone } from "./request";

/** Every table `eraseBookingsOf` deletes from, itself or by cascade: for `purgeDeleted`. */
export const BOOKING_TABLES = [
  "bookings",
  "booking_events",
] as const satisfies readonly (keyof Database)[];

/**
 * "Erase this person": every booking made with this e-mail address (any case) or phone number
 * (any spacing), or attached to one of their leads (whatever the address it was made with), with
 * its manage tokens, log and messages by cascade. Run it inside the erasure's transaction, then purge
 * `BOOKING_TABLES` with the lead tables. How many bookings went.
 */
export async function eraseBookingsOf(
  db: Kysely<Database>,
  person: { email?: string | null; phone?: string | null; leadIds?: readonly string[] },
): Promise<number> {
  const email = person.email?.trim() ? normalizedEmail(person.email) : null;
  const phone = person.phone?.trim() ? normalizedPhone(person.phone) : null;
  const leadIds = person.leadIds ?? [];
  if (!email && !phone && leadIds.length === 0) return 0;
  const gone = await db
    .deleteFrom("bookings")
    .where((eb) =>
      eb.or([
        ...(email ? [eb("visitor_email", "=", email)] : []),
        ...(phone ? [eb("visitor_phone", "=", phone)] : []),
        ...(leadIds.length > 0 ? [eb("lead_id", "in", leadIds)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** A person's bookings, for the lead erasure ("Erase this person"): erased with their leads. */
export const bookingsOfPerson: PersonData = {
  erase: (trx, person) => eraseBookingsOf(trx, person),
  tables: BOOKING_TABLES,
};
