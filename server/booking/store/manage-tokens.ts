import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BOOKING_COLUMNS, toBooking, type Booking } from "./booking";
import { newSecret, secretHash } from "../../http/secrets";
import type { BookingSite } from "./booking";
import { attempt, inBookingTransaction } from "./writes";

/** Longer than any token this store hands out: a longer string is refused before any hashing. */
const MAX_TOKEN_LENGTH = 100;

/** Stores a new token's hash for the booking; the token itself goes only into the links. */
export async function storeManageToken(db: Kysely<Database>, bookingId: string, now: Date) {
  const token = newSecret();
  await db
    .insertInto("booking_manage_tokens")
    .values({
      token_hash: secretHash(token),
      booking_id: bookingId,
      issued_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * A token for the links of another e-mail about the booking (a change staff made, a reminder):
 * the earlier ones keep working. Null when there is no such booking.
 */
export function issueManageToken(
  site: BookingSite,
  bookingId: string,
  now: Date,
): Promise<string | null> {
  return inBookingTransaction(site, async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return null;
    // A token drawn twice (2^-256) is drawn again; once more is a broken random source.
    for (let draw = 0; draw < 2; draw++) {
      let token = "";
      const conflict = await attempt(trx, async () => {
        token = await storeManageToken(trx, bookingId, now);
      });
      if (!conflict) return token;
    }
    throw new Error("two manage tokens in a row were taken already");
  });
}

/**
 * The booking a manage link opens, whatever became of it since (a rescheduled booking's old links
 * lead to its new time; a cancelled one's say it was cancelled). A hold that lapsed opens nothing.
 */
export async function findByManageToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Booking | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const row = await db
    .selectFrom("booking_manage_tokens")
    .innerJoin("bookings", "bookings.id", "booking_manage_tokens.booking_id")
    .select(BOOKING_COLUMNS.map((column) => `bookings.${column}` as const))
    .where("booking_manage_tokens.token_hash", "=", secretHash(token))
    .where((eb) =>
      eb.or([
        eb("bookings.held_until", "is", null),
        eb("bookings.held_until", ">", now.toISOString()),
      ]),
    )
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}
