import type { Kysely, Transaction } from "kysely";
import {
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../core/inbox/lead-rules";
import type { LeadStatus } from "../../core/contact/lead-status";
import { newId } from "./ids";
import { retryInquiry } from "./inquiry-store";
import type { Database, DeliveryChannel } from "./schema";
import { storedText } from "./stored-text";

/** What staff do to a lead (status, notes, replies, resends, "Not spam"), each in its log. */

let lastActivityAt = 0;

/**
 * One line of the lead's activity log; `detail` never holds the lead's personal data. Its time
 * is a millisecond after the previous line's at least, so two actions in the same millisecond
 * are still listed in the order they happened.
 */
export async function logActivity(
  db: Kysely<Database> | Transaction<Database>,
  entry: { inquiryId: string | null; actor: string; action: string; detail?: string },
  subjectHash: string | null = null,
) {
  await db
    .insertInto("lead_activity")
    .values({
      id: newId("act"),
      inquiry_id: entry.inquiryId,
      actor: entry.actor,
      action: entry.action,
      detail: entry.detail ?? "",
      subject_hash: subjectHash,
      created_at: new Date(
        (lastActivityAt = Math.max(Date.now(), lastActivityAt + 1)),
      ).toISOString(),
    })
    .execute();
}

/** The text staff wrote, trimmed, or null when it is empty or longer than the cap. */
export function writtenText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = storedText(value).trim();
  return text.length > 0 && text.length <= max ? text : null;
}

export async function setLeadStatus(
  db: Kysely<Database>,
  id: string,
  status: LeadStatus,
  actor: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("inquiries")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) return false;
    if (lead.status === status) return true;
    await trx.updateTable("inquiries").set({ status }).where("id", "=", id).execute();
    await logActivity(trx, {
      inquiryId: id,
      actor,
      action: "status",
      detail: `${lead.status} → ${status}`,
    });
    return true;
  });
}

async function leadExists(db: Kysely<Database> | Transaction<Database>, id: string) {
  return Boolean(
    await db.selectFrom("inquiries").select("id").where("id", "=", id).executeTakeFirst(),
  );
}

export async function addNote(
  db: Kysely<Database>,
  id: string,
  body: string,
  actor: string,
): Promise<boolean> {
  const text = writtenText(body, NOTE_MAX_LENGTH);
  if (text === null) throw new RangeError("a note is 1 to NOTE_MAX_LENGTH characters");
  return db.transaction().execute(async (trx) => {
    if (!(await leadExists(trx, id))) return false;
    await trx
      .insertInto("notes")
      .values({
        id: newId("note"),
        inquiry_id: id,
        author_email: actor,
        body: text,
        created_at: new Date().toISOString(),
      })
      .execute();
    await logActivity(trx, { inquiryId: id, actor, action: "note" });
    return true;
  });
}

/**
 * Writes a staff member's reply and queues its `reply` delivery, which the outbox sends by e-mail
 * with the same retries as any other delivery. False for an unknown lead or one without e-mail.
 */
export async function queueReply(
  db: Kysely<Database>,
  id: string,
  reply: { subject: string; body: string },
  actor: string,
): Promise<boolean> {
  const subject = writtenText(reply.subject, REPLY_SUBJECT_MAX_LENGTH);
  const body = writtenText(reply.body, REPLY_BODY_MAX_LENGTH);
  if (subject === null || body === null) throw new RangeError("a reply needs a subject and text");
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("inquiries")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead?.email) return false;
    const now = new Date().toISOString();
    const replyId = newId("rpl");
    await trx
      .insertInto("replies")
      .values({ id: replyId, inquiry_id: id, author_email: actor, subject, body, created_at: now })
      .execute();
    await trx
      .insertInto("deliveries")
      .values({
        id: newId("dlv"),
        inquiry_id: id,
        channel: "reply",
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        claim_token: null,
        last_error: null,
        delivered_at: null,
        reply_id: replyId,
      })
      .execute();
    await logActivity(trx, { inquiryId: id, actor, action: "reply" });
    return true;
  });
}

const requeued = (now: string) =>
  ({
    status: "pending",
    attempts: 0,
    next_attempt_at: now,
    claimed_until: null,
    claim_token: null,
  }) as const;

/** Sends one delivery again (failed, or delivered and wanted once more); not one in progress. */
export async function resendDelivery(
  db: Kysely<Database>,
  inquiryId: string,
  deliveryId: string,
  actor: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const delivery = await trx
      .updateTable("deliveries")
      .set(requeued(new Date().toISOString()))
      .where("id", "=", deliveryId)
      .where("inquiry_id", "=", inquiryId)
      .where("status", "!=", "pending")
      .returning("channel")
      .executeTakeFirst();
    if (!delivery) return false;
    await logActivity(trx, { inquiryId, actor, action: "resend", detail: delivery.channel });
    return true;
  });
}

/** Every failed delivery of every lead (not held spam) back in the queue; how many. */
export async function resendAllFailed(db: Kysely<Database>, actor: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const deliveries = await trx
      .updateTable("deliveries")
      .set(requeued(new Date().toISOString()))
      .where("status", "=", "failed")
      .where((eb) =>
        eb(
          "inquiry_id",
          "in",
          eb.selectFrom("inquiries").select("id").where("spam_reason", "is", null),
        ),
      )
      .returning(["inquiry_id", "channel"])
      .execute();
    for (const delivery of deliveries) {
      await logActivity(trx, {
        inquiryId: delivery.inquiry_id,
        actor,
        action: "resend",
        detail: delivery.channel,
      });
    }
    return deliveries.length;
  });
}

/** "Not spam": the held lead joins the leads and is queued on every configured channel. */
export async function releaseHeldLead(
  db: Kysely<Database>,
  id: string,
  channels: readonly DeliveryChannel[],
  actor: string,
): Promise<boolean> {
  const held = await db
    .selectFrom("inquiries")
    .select("id")
    .where("id", "=", id)
    .where("spam_reason", "is not", null)
    .executeTakeFirst();
  if (!held) return false;
  const result = await retryInquiry(db, id, channels);
  if (result.kind !== "requeued") return false;
  await logActivity(db, { inquiryId: id, actor, action: "not-spam" });
  return true;
}
