import { sql, type Transaction } from "kysely";
import type { SiteDatabase } from "../../db/database";
import type { Database } from "../../db/schema";
import { BOOKING_COLUMNS, toBooking } from "./booking";

/** Why the database refused a booking's write, when it is a refusal the store answers. */
export type WriteConflict = "slot-taken" | "same-key" | "random-collision";

interface DatabaseError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * PostgreSQL names the constraint (23P01 exclusion, 23505 unique); SQLite says it in the message
 * (the overlap trigger's RAISE, or "UNIQUE constraint failed: bookings.column"). Anything else is
 * not a refusal but a failure, and is thrown on.
 */
export function conflictOf(error: unknown): WriteConflict | null {
  const { code, constraint = "", message = "" } = (error ?? {}) as DatabaseError;
  if (
    (code === "23P01" && constraint === "bookings_no_overlap") ||
    message === "bookings_no_overlap"
  ) {
    return "slot-taken";
  }
  const unique =
    code === "23505" ? constraint : /UNIQUE constraint failed: (.*)$/.exec(message)?.[1];
  if (!unique) return null;
  if (unique.includes("idempotency_key")) return "same-key";
  // A reference, manage token or invitation UID drawn twice: draw again.
  if (/reference|invitation_uid|token_hash|booking_manage_tokens_pkey/.test(unique)) {
    return "random-collision";
  }
  return null;
}

/**
 * Runs a statement under a savepoint: a refused write is rolled back alone and its conflict
 * returned, and the transaction goes on (PostgreSQL would otherwise refuse every later statement).
 */
export async function attempt(
  trx: Transaction<Database>,
  write: () => Promise<unknown>,
): Promise<WriteConflict | null> {
  await sql`SAVEPOINT booking_write`.execute(trx);
  try {
    await write();
    await sql`RELEASE SAVEPOINT booking_write`.execute(trx);
    return null;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT booking_write`.execute(trx);
    await sql`RELEASE SAVEPOINT booking_write`.execute(trx);
    const conflict = conflictOf(error);
    if (!conflict) throw error;
    return conflict;
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may run again. */
const RETRYABLE = new Set(["40P01", "40001"]);
const TRIES = 3;

/** The advisory lock every instance's booking writes take on PostgreSQL ("bkng"). */
const BOOKING_WRITES_LOCK = 0x626b6e67;

/**
 * A booking's transaction. On SQLite it joins the process's single writer, whose immediate
 * transactions take the write lock first: the overlap trigger's check and the write are one step
 * for every connection to the file. On PostgreSQL the site's booking writes, on every instance,
 * take one transaction-scoped advisory lock first: bookings are few, and two inserts whose held
 * times overlap would otherwise each wait for the other inside the exclusion constraint until the
 * server ends one as a deadlock. A writer outside the site can still meet a booking that way: the
 * transaction then runs again and finds the other's booking.
 */
export async function inBookingTransaction<T>(
  site: Pick<SiteDatabase, "db" | "kind" | "transactions">,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (site.kind === "sqlite") return site.transactions.run(work);
  for (let tries = 1; ; tries++) {
    try {
      return await site.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${BOOKING_WRITES_LOCK})`.execute(trx);
        return work(trx);
      });
    } catch (error) {
      const code = (error as DatabaseError | undefined)?.code;
      if (tries >= TRIES || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * The booking a change is about, read inside its transaction and kept: on PostgreSQL the row is
 * locked until the change commits, on SQLite the transaction holds the write lock from its start.
 */
export async function lockedBooking(
  site: Pick<SiteDatabase, "kind">,
  trx: Transaction<Database>,
  bookingId: string,
) {
  const row = await trx
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("id", "=", bookingId)
    .$if(site.kind === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}
