import type { Kysely } from "kysely";
import { deleteInquiries } from "./lead-removal";
import type { Database } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDays {
  /** Held spam older than this is deleted; null keeps it. */
  spamRetentionDays: number | null;
  /** Every inquiry older than this is deleted; null keeps them. */
  inquiryRetentionDays: number | null;
}

/** Deletes what is past its retention; how many held and how many other inquiries went. */
export async function purgeExpiredLeads(
  db: Kysely<Database>,
  { spamRetentionDays, inquiryRetentionDays }: RetentionDays,
  now: Date,
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
    const old =
      inquiryRetentionDays === null
        ? []
        : await trx
            .selectFrom("inquiries")
            .select("id")
            .where("received_at", "<", before(inquiryRetentionDays))
            .execute();
    await deleteInquiries(
      trx,
      old.map((row) => row.id),
    );
    return { spam: spam.length, inquiries: old.length };
  });
}
