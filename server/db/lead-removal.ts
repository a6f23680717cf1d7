import { createHmac, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
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
  /** Before the leads go: `leadIds` are the person's leads, still there to be found by. */
  erase(
    trx: Transaction<Database>,
    person: { email: string; leadIds: readonly string[] },
  ): Promise<number>;
  tables: readonly (keyof Database)[];
}

/**
 * "Erase this person": every inquiry with this e-mail address (any case) and everything of them,
 * then out of the database's files as far as the database can (`purgeDeleted`). The log keeps
 * that an erasure happened, who did it, and a keyed hash of the address, so a later request about
 * the same address can be answered without keeping the address.
 */
export async function eraseByEmail(
  database: Pick<SiteDatabase, "db" | "purgeDeleted">,
  email: string,
  actor: string,
  elsewhere: readonly PersonData[] = [],
): Promise<{ inquiries: number }> {
  const { db } = database;
  const address = email.trim().toLowerCase();
  const salt = await settingOrCreate(db, ERASURE_SALT, () => randomBytes(32).toString("hex"));
  const erased = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("inquiries")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .execute();
    const leadIds = rows.map((row) => row.id);
    let kept = 0;
    for (const data of elsewhere) kept += await data.erase(trx, { email: address, leadIds });
    await deleteInquiries(trx, leadIds);
    const detail = `${rows.length} inquiries${kept ? `, ${kept} other records` : ""}`;
    await logActivity(
      trx,
      { inquiryId: null, actor, action: "erase", detail },
      createHmac("sha256", salt).update(address).digest("hex"),
    );
    return { inquiries: rows.length };
  });
  await database.purgeDeleted([...LEAD_TABLES, ...elsewhere.flatMap((data) => data.tables)]);
  return erased;
}
