import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PersonData } from "../db/lead-removal";
import { normalizedEmail, normalizedPhone } from "./booking-request";

/** Every table `eraseBookingsOf` deletes from, itself or by cascade: for `purgeDeleted`. */
export const BOOKING_TABLES = [
  "bookings",
  "booking_events",
] as const satisfies readonly (keyof Database)[];

/**
 * "Erase this person": every booking made with this e-mail address (any case) or phone number
 * (any spacing), with its manage tokens and log by cascade. Run it inside the erasure's transaction, then purge
 * `BOOKING_TABLES` with the lead tables. How many bookings went.
 */
export async function eraseBookingsOf(
  db: Kysely<Database>,
  person: { email?: string | null; phone?: string | null },
): Promise<number> {
  const email = person.email?.trim() ? normalizedEmail(person.email) : null;
  const phone = person.phone?.trim() ? normalizedPhone(person.phone) : null;
  if (!email && !phone) return 0;
  const gone = await db
    .deleteFrom("bookings")
    .where((eb) =>
      eb.or([
        ...(email ? [eb("visitor_email", "=", email)] : []),
        ...(phone ? [eb("visitor_phone", "=", phone)] : []),
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
