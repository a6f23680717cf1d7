import { createHmac, randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "zod";
import type { SiteDatabase } from "./database";
import { settingOrCreate } from "./inquiry-store";
import { logActivity } from "./lead-actions";
import type { Database } from "./schema";

/** Statements name at most this many ids, well inside both databases' parameter limits. */
const CHUNK = 500;

/** Every table `deleteInquiries` deletes from, itself or by cascade. */
export const LEAD_TABLES = [
  "inquiries",
  "deliveries",
  "delivery_attempts",
  "replies",
  "notes",
  "lead_activity",
  "voice_receipts",
] as const satisfies readonly (keyof Database)[];

/**
 * Deletes inquiries with everything that belongs to them: deliveries and their attempts, replies
 * and notes go by foreign-key cascade; the activity rows and the voice provider's receipts (by
 * inquiry and by call) are deleted here. With `heldOnly`, only those still held as spam go: the
 * condition is part of the delete, so a release committed meanwhile wins. How many went.
 */
export async function deleteInquiries(
  trx: Transaction<Database>,
  ids: string[],
  { heldOnly = false } = {},
): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const gone = await trx
      .deleteFrom("inquiries")
      .where("id", "in", ids.slice(start, start + CHUNK))
      .$if(heldOnly, (query) => query.where("spam_reason", "is not", null))
      .returning(["id", "call_id"])
      .execute();
    if (gone.length === 0) continue;
    const goneIds = gone.map((row) => row.id);
    const callIds = gone.flatMap((row) => (row.call_id ? [row.call_id] : []));
    await trx
      .deleteFrom("voice_receipts")
      .where((eb) =>
        eb.or([
          eb("inquiry_id", "in", goneIds),
          ...(callIds.length ? [eb("call_id", "in", callIds)] : []),
        ]),
      )
      .execute();
    await trx.deleteFrom("lead_activity").where("inquiry_id", "in", goneIds).execute();
    deleted += gone.length;
  }
  return deleted;
}

/**
 * Delete on the Spam view: one lead held as spam, with everything of it. False when there is no
 * such lead, or it is not held (any more: a colleague may have pressed "Not spam").
 */
export async function deleteHeldLead(db: Kysely<Database>, id: string, actor: string) {
  return db.transaction().execute(async (trx) => {
    if ((await deleteInquiries(trx, [id], { heldOnly: true })) === 0) return false;
    await logActivity(trx, { inquiryId: null, actor, action: "delete", detail: id });
    return true;
  });
}

const ERASURE_SALT = "erasure-salt";

/**
 * What a wing keeps of a person beyond their inquiries (their bookings): erased in the same
 * transaction, its tables purged with the leads'. Handed in where the server is wired
 * (server/wings.ts), so the pipeline names no wing.
 */
export interface PersonData {
  /**
   * Before the leads go: `leadIds` are the person's leads, still there to be found by; `email` is
   * lower-cased, `phone` its digits alone.
   */
  erase(
    trx: Transaction<Database>,
    person: { email: string | null; phone: string | null; leadIds: readonly string[] },
    now: Date,
  ): Promise<number>;
  tables: readonly (keyof Database)[];
  /**
   * Of `leadIds`, those that something still ahead needs (a booking to come, whose reminder is
   * among the lead's deliveries): retention leaves them until it has passed.
   */
  stillNeeded?(db: Kysely<Database>, leadIds: readonly string[], now: Date): Promise<string[]>;
}

/** Whom "Erase this person" names: an e-mail address, a phone number, or one of their leads. */
export type ErasureSubject = { email: string } | { phone: string } | { leadId: string };

export type ErasureAnswer =
  | { erased: true; inquiries: number }
  /** Nothing was erased: the address or number is blank or malformed, or there is no such lead. */
  | { erased: false; refused: "email" | "phone" | "lead" };

/** A phone number by its digits alone, as people write it with or without `+` and marks. */
const PHONE_DIGITS = /^\d{5,20}$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/** The `phone` column by its digits, in SQL: the `+`, spaces and marks people type removed. */
export const phoneDigitsSql = (column: string) =>
  ["+", " ", "-", "(", ")", ".", "/"].reduce(
    (text, mark) => sql<string>`replace(${text}, ${mark}, '')`,
    sql<string>`${sql.ref(column)}`,
  );

/**
 * The person a subject names, or the reason it names nobody; a lead names its e-mail, else its
 * phone.
 */
async function personOf(
  db: Kysely<Database>,
  subject: ErasureSubject,
): Promise<{ email: string | null; phone: string | null; leadId?: string } | ErasureAnswer> {
  if ("email" in subject) {
    const email = subject.email.trim().toLowerCase();
    return z.email().safeParse(email).success
      ? { email, phone: null }
      : { erased: false, refused: "email" };
  }
  if ("phone" in subject) {
    const phone = digitsOf(subject.phone);
    // Letters in it are no typing of a number: "+1 555 CALL NOW" erases nobody.
    const typed = /^[\d\s+()./-]+$/.test(subject.phone.trim());
    return typed && PHONE_DIGITS.test(phone)
      ? { email: null, phone }
      : { erased: false, refused: "phone" };
  }
  const lead = await db
    .selectFrom("inquiries")
    .select(["id", "email", "phone"])
    .where("id", "=", subject.leadId.slice(0, 64))
    .executeTakeFirst();
  if (!lead) return { erased: false, refused: "lead" };
  // A lead with an address is that address's person; one without, its number's (a phone-only
  // caller): a colleague on the same office line, with an address of their own, is not erased.
  const email = lead.email.trim().toLowerCase() || null;
  const phone = email || !digitsOf(lead.phone) ? null : digitsOf(lead.phone);
  return { email, phone, leadId: lead.id };
}

/**
 * "Erase this person", by e-mail address (any case), phone number (any spacing) or one of their
 * leads: every inquiry of theirs and everything of them, then out of the database's files as far as
 * the database can (`purgeDeleted`). A blank or malformed address or number erases nothing. The
 * log keeps that an erasure happened, who did it, and a keyed hash of the address or number, so a
 * later request about the same person can be answered without keeping it.
 */
export async function erasePerson(
  database: Pick<SiteDatabase, "db" | "purgeDeleted">,
  subject: ErasureSubject,
  actor: string,
  elsewhere: readonly PersonData[] = [],
  now = new Date(),
): Promise<ErasureAnswer> {
  const { db } = database;
  const person = await personOf(db, subject);
  if ("erased" in person) return person;
  const { email, phone } = person;
  const salt = await settingOrCreate(db, ERASURE_SALT, () => randomBytes(32).toString("hex"));
  const erased = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("inquiries")
      .select("id")
      .where((eb) =>
        eb.or([
          ...(email ? [eb(eb.fn("lower", ["email"]), "=", email)] : []),
          ...(phone ? [eb(phoneDigitsSql("phone"), "=", phone)] : []),
          ...(person.leadId ? [eb("id", "=", person.leadId)] : []),
        ]),
      )
      .execute();
    const leadIds = rows.map((row) => row.id);
    let kept = 0;
    for (const data of elsewhere) kept += await data.erase(trx, { email, phone, leadIds }, now);
    await deleteInquiries(trx, leadIds);
    const detail = `${rows.length} inquiries${kept ? `, ${kept} other records` : ""}`;
    await logActivity(
      trx,
      { inquiryId: null, actor, action: "erase", detail },
      createHmac("sha256", salt)
        .update(email ?? phone ?? "")
        .digest("hex"),
    );
    return { erased: true as const, inquiries: rows.length };
  });
  await database.purgeDeleted([...LEAD_TABLES, ...elsewhere.flatMap((data) => data.tables)]);
  return erased;
}
