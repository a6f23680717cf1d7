import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

/** Digits of a hold's code: short enough to read out on a call, typed on a phone's keypad. */
export const PROOF_CODE_DIGITS = 6;
/** Wrong codes a hold takes before it is released: a guess has 5 chances in a million. */
export const PROOF_TRIES = 5;
/** Codes one hold may be sent, the first included: a lost e-mail is sent again, not a flood. */
export const PROOF_SENDS = 3;

/**
 * Whether a booking row holds its time now: not cancelled, and not a hold whose time has run out.
 * A lapsed hold counts for nothing from the instant it lapses, on every instance, whether or not
 * it has been deleted yet: the database decides, not a timer in one process.
 */
export function holdsTimeAt(now: Date) {
  return (eb: ExpressionBuilder<Database, "bookings">) =>
    eb.and([
      eb("bookings.status", "<>", "cancelled"),
      eb.or([
        eb("bookings.held_until", "is", null),
        eb("bookings.held_until", ">", now.toISOString()),
      ]),
    ]);
}

/**
 * Deletes the holds that lapsed unproven, with their codes, tokens and log (by cascade): they were
 * never bookings, and nothing of an unproven visitor is kept. Each booking write runs it first,
 * so the database's own overlap check and unique keys never meet a lapsed hold.
 */
export async function releaseLapsedHolds(db: Kysely<Database>, now: Date): Promise<number> {
  const gone = await db
    .deleteFrom("bookings")
    .where("held_until", "is not", null)
    .where("held_until", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

const codeHash = (bookingId: string, code: string) =>
  createHash("sha256").update(`${bookingId}:${code}`).digest("hex");

const newCode = () => String(randomInt(10 ** PROOF_CODE_DIGITS)).padStart(PROOF_CODE_DIGITS, "0");

/** Draws a hold's first code and stores its hash; the code itself goes only into the e-mail. */
export async function storeProof(trx: Transaction<Database>, bookingId: string, now: Date) {
  const code = newCode();
  await trx
    .insertInto("booking_proofs")
    .values({
      booking_id: bookingId,
      code_hash: codeHash(bookingId, code),
      sent_at: now.toISOString(),
    })
    .execute();
  return code;
}

/** A new code for the hold, replacing the last; null once it has had PROOF_SENDS codes. */
export async function renewProof(trx: Transaction<Database>, bookingId: string, now: Date) {
  const code = newCode();
  const renewed = await trx
    .updateTable("booking_proofs")
    .set((eb) => ({
      code_hash: codeHash(bookingId, code),
      sends: eb("sends", "+", 1),
      sent_at: now.toISOString(),
    }))
    .where("booking_id", "=", bookingId)
    .where("sends", "<", PROOF_SENDS)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1 ? code : null;
}

export type ProofCheck = { ok: true } | { ok: false; triesLeft: number };

/**
 * Compares a typed code with the hold's in time that does not depend on where they differ, and
 * counts a wrong one. Digits only: spaces and dashes a person types between them are dropped.
 */
export async function checkProof(
  trx: Transaction<Database>,
  bookingId: string,
  typed: string,
): Promise<ProofCheck> {
  const proof = await trx
    .selectFrom("booking_proofs")
    .select(["code_hash", "tries"])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  if (!proof) return { ok: false, triesLeft: 0 };
  const given = Buffer.from(codeHash(bookingId, typed.replace(/[\s-]/g, "").slice(0, 32)), "hex");
  if (timingSafeEqual(given, Buffer.from(proof.code_hash, "hex"))) return { ok: true };
  const tries = Number(proof.tries) + 1;
  await trx
    .updateTable("booking_proofs")
    .set({ tries })
    .where("booking_id", "=", bookingId)
    .execute();
  return { ok: false, triesLeft: Math.max(0, PROOF_TRIES - tries) };
}
