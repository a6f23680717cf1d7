import type { Kysely } from "kysely";
import { deleteInquiries, type PersonData } from "./lead-removal";
import type { Database } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDays {
  /** Held spam older than this is deleted; null keeps it. */
  spamRetentionDays: number | null;
  /** Every inquiry older than this is deleted; null keeps them. */
  inquiryRetentionDays: number | null;
}

/**
 * Deletes what is past its retention; how many held and how many other inquiries went. A lead
 * goes with what the ways in keep of it (`elsewhere`: its bookings), and waits while one of them
 * still needs it (a booking to come, whose reminder is the lead's).
 */
export async function purgeExpiredLeads(
  db: Kysely<Database>,
  { spamRetentionDays, inquiryRetentionDays }: RetentionDays,
  now: Date,
  elsewhere: readonly PersonData[] = [],
): Promise<{ spam: number; inquiries: number }> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const spam =
      spamRetentionDays === null
        ? []
        : await trx
            .selectFrom("inquiries")
            .select("id")
            .where("spam_reason", "is not", null)
            .where("received_at", "<", before(spamRetentionDays))
            .execute();
    await deleteInquiries(
      trx,
      spam.map((row) => row.id),
      { heldOnly: true },
    );
    const expired =
      inquiryRetentionDays === null
        ? []
        : await trx
            .selectFrom("inquiries")
            .select("id")
            .where("received_at", "<", before(inquiryRetentionDays))
            .execute();
    let old = expired.map((row) => row.id);
    for (const data of elsewhere) {
      const needed = new Set(await data.stillNeeded?.(trx, old, now));
      old = old.filter((id) => !needed.has(id));
    }
    for (const data of elsewhere) {
      await data.erase(trx, { email: null, phone: null, leadIds: old }, now);
    }
    await deleteInquiries(trx, old);
    return { spam: spam.length, inquiries: old.length };
  });
}
