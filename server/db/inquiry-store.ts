import type { Kysely, Transaction } from "kysely";
import { newId } from "./ids";
import { storedTexts } from "./stored-text";
import { originColumns, type LeadOrigin } from "./inquiry-source";
import type {
  Database,
  DeliveryAttemptTable,
  DeliveryChannel,
  DeliveryTable,
  InquiryTable,
} from "./schema";

export type Inquiry = InquiryTable;
export type Delivery = DeliveryTable;
export type DeliveryAttempt = DeliveryAttemptTable;

export type InquiryFields = Pick<
  Inquiry,
  "name" | "email" | "company" | "phone" | "interest" | "message"
>;

export interface NewInquiry {
  fields: InquiryFields;
  receivedAt: Date;
  /** Held inquiries are stored for the owner to review and get no deliveries. */
  spamReason: string | null;
  /** One delivery row per channel, written in the same transaction as the inquiry. */
  channels: readonly DeliveryChannel[];
  /** The way in that brought it and what it adds; absent for the contact form. */
  origin?: LeadOrigin;
  /** The visit that brought the lead (008-insights), when insights found one. */
  attribution?: Pick<Inquiry, "landing_page" | "landing_source">;
  /** An id made beforehand (`newId("inq")`), for a caller that records it in the same transaction. */
  id?: string;
}

/** Stores an inquiry and its pending deliveries atomically: both are committed or neither is. */
export async function insertInquiry(db: Kysely<Database>, inquiry: NewInquiry): Promise<Inquiry> {
  return db.transaction().execute((trx) => writeInquiry(trx, inquiry));
}

/** The writes of `insertInquiry`, inside a caller's transaction that has writes of its own. */
export async function writeInquiry(
  trx: Transaction<Database>,
  inquiry: NewInquiry,
): Promise<Inquiry> {
  const receivedAt = inquiry.receivedAt.toISOString();
  const row: Inquiry = storedTexts({
    id: inquiry.id ?? newId("inq", inquiry.receivedAt.getTime()),
    received_at: receivedAt,
    ...inquiry.fields,
    spam_reason: inquiry.spamReason,
    ...originColumns(inquiry.origin),
    ...inquiry.attribution,
  });
  const channels = inquiry.spamReason ? [] : inquiry.channels;
  await trx.insertInto("inquiries").values(row).execute();
  if (channels.length > 0) {
    await trx
      .insertInto("deliveries")
      .values(channels.map((channel) => pendingDelivery(row.id, channel, receivedAt)))
      .execute();
  }
  return row;
}

/** A delivery to queue for a lead: on a channel, due then, about a wing's subject or the lead. */
export interface QueuedDelivery {
  channel: DeliveryChannel;
  dueAt: Date;
  /** What a wing queues it about (a booking's event id); null for the lead itself. */
  subjectId: string | null;
}

/** Queues deliveries for a lead inside the caller's transaction (a wing's subject's messages). */
export async function queueDeliveries(
  trx: Transaction<Database>,
  inquiryId: string,
  deliveries: readonly QueuedDelivery[],
) {
  if (deliveries.length === 0) return;
  await trx
    .insertInto("deliveries")
    .values(
      deliveries.map((delivery) => ({
        ...pendingDelivery(inquiryId, delivery.channel, delivery.dueAt.toISOString()),
        subject_id: delivery.subjectId,
      })),
    )
    .execute();
}

function pendingDelivery(inquiryId: string, channel: DeliveryChannel, dueAt: string): Delivery {
  return {
    id: newId("dlv"),
    inquiry_id: inquiryId,
    channel,
    status: "pending",
    attempts: 0,
    next_attempt_at: dueAt,
    claimed_until: null,
    claim_token: null,
    last_error: null,
    delivered_at: null,
  };
}

export interface InquirySummary extends Inquiry {
  deliveries: Pick<Delivery, "channel" | "status">[];
}

/** Newest first; `spam` selects the held inquiries instead of the real ones. */
export async function listInquiries(
  db: Kysely<Database>,
  { spam = false, limit }: { spam?: boolean; limit?: number } = {},
): Promise<InquirySummary[]> {
  let query = db
    .selectFrom("inquiries")
    .selectAll()
    .where("spam_reason", spam ? "is not" : "is", null)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  const inquiries = await query.execute();
  if (inquiries.length === 0) return [];
  const deliveries = await db
    .selectFrom("deliveries")
    .select(["inquiry_id", "channel", "status"])
    .where(
      "inquiry_id",
      "in",
      inquiries.map((inquiry) => inquiry.id),
    )
    .orderBy("channel")
    .execute();
  return inquiries.map((inquiry) => ({
    ...inquiry,
    deliveries: deliveries.filter((delivery) => delivery.inquiry_id === inquiry.id),
  }));
}

export type RetryResult =
  | { kind: "not-found" }
  | { kind: "requeued"; channels: DeliveryChannel[]; released: boolean }
  | { kind: "nothing-to-retry" };

/**
 * Sends an inquiry again wherever it has not arrived: failed deliveries go back in the queue with
 * a fresh schedule, and every configured channel it has no delivery for gets one (a channel set up
 * after it came in). A held (suspected spam) inquiry is released first.
 */
export async function retryInquiry(
  db: Kysely<Database>,
  id: string,
  channels: readonly DeliveryChannel[],
  now = new Date(),
): Promise<RetryResult> {
  return db.transaction().execute(async (trx) => {
    const inquiry = await trx
      .selectFrom("inquiries")
      .select(["id", "spam_reason"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!inquiry) return { kind: "not-found" } as const;
    const released = inquiry.spam_reason !== null;
    if (released) {
      await trx.updateTable("inquiries").set({ spam_reason: null }).where("id", "=", id).execute();
    }
    const dueAt = now.toISOString();
    const added = channels.length
      ? await trx
          .insertInto("deliveries")
          .values(channels.map((channel) => pendingDelivery(id, channel, dueAt)))
          .onConflict((conflict) =>
            conflict
              .columns(["inquiry_id", "channel"])
              .where("reply_id", "is", null)
              .where("subject_id", "is", null)
              .doNothing(),
          )
          .returning("channel")
          .execute()
      : [];
    const requeued = await trx
      .updateTable("deliveries")
      .set({
        status: "pending",
        attempts: 0,
        next_attempt_at: dueAt,
        claimed_until: null,
        claim_token: null,
      })
      .where("inquiry_id", "=", id)
      .where("status", "=", "failed")
      .returning("channel")
      .execute();
    const retried = [...added, ...requeued].map((row) => row.channel);
    if (retried.length === 0 && !released) return { kind: "nothing-to-retry" } as const;
    return { kind: "requeued", channels: retried, released } as const;
  });
}

/** A value kept in the database, created by the first caller: every instance sees the same one. */
export async function settingOrCreate(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value: create() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return row.value;
}
