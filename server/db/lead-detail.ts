import type { Kysely } from "kysely";
import type { LeadStatus } from "../../core/contact/lead-status";
import type { Delivery, DeliveryAttempt, Inquiry } from "./inquiry-store";
import type { Database, LeadActivityTable, NoteTable, ReplyTable } from "./schema";

/**
 * One lead as its page and the CLI's `show` read it: every field, its deliveries, replies, notes
 * and activity.
 */

export type DeliveryWithLog = Delivery & { attemptLog: DeliveryAttempt[] };
export type Reply = ReplyTable;
export type Note = NoteTable;
export type Activity = LeadActivityTable;

export interface LeadDetail extends Inquiry {
  status: LeadStatus;
  /** The notification deliveries (webhook, e-mail). */
  deliveries: DeliveryWithLog[];
  /** Oldest first, each with the delivery that sends it. */
  replies: (Reply & { delivery: DeliveryWithLog | null })[];
  /** Oldest first. */
  notes: Note[];
  /** Newest first. */
  activity: Activity[];
}

export async function getLead(db: Kysely<Database>, id: string): Promise<LeadDetail | null> {
  const inquiry = await db
    .selectFrom("inquiries")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!inquiry) return null;
  const [deliveries, replies, notes, activity] = await Promise.all([
    db
      .selectFrom("deliveries")
      .selectAll()
      .where("inquiry_id", "=", id)
      .orderBy("channel")
      .execute()
      .then((rows) => withAttempts(db, rows)),
    db
      .selectFrom("replies")
      .selectAll()
      .where("inquiry_id", "=", id)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("notes").selectAll().where("inquiry_id", "=", id).orderBy("created_at").execute(),
    db
      .selectFrom("lead_activity")
      .selectAll()
      .where("inquiry_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  return {
    ...inquiry,
    status: inquiry.status ?? "new",
    deliveries: deliveries.filter((delivery) => !delivery.reply_id),
    replies: replies.map((reply) => ({
      ...reply,
      delivery: deliveries.find((delivery) => delivery.reply_id === reply.id) ?? null,
    })),
    notes,
    activity,
  };
}

/** Each delivery with the log of its attempts, oldest first. */
async function withAttempts(
  db: Kysely<Database>,
  deliveries: Delivery[],
): Promise<DeliveryWithLog[]> {
  const attempts = deliveries.length
    ? await db
        .selectFrom("delivery_attempts")
        .selectAll()
        .where(
          "delivery_id",
          "in",
          deliveries.map((delivery) => delivery.id),
        )
        .orderBy("started_at")
        .execute()
    : [];
  return deliveries.map((delivery) => ({
    ...delivery,
    attemptLog: attempts.filter((attempt) => attempt.delivery_id === delivery.id),
  }));
}
