import {
  sql,
  type AliasedExpression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from "kysely";
import {
  COUNT_CAP,
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../core/inbox/lead-rules";
import { newId } from "./ids";
import type { InquirySource } from "../../core/contact/inquiry-record";
import type { LeadStatus } from "../../core/inbox/lead-rules";
import {
  retryInquiry,
  withAttempts,
  type Delivery,
  type DeliveryAttempt,
  type Inquiry,
  type InquirySummary,
} from "./inquiry-store";
import type { LeadFilter, LeadView } from "./lead-filter";
import { searchedText, searchPattern } from "./lead-search";
import { storedText } from "./stored-text";
import type { Database, DeliveryChannel, LeadActivityTable, NoteTable, ReplyTable } from "./schema";

export type DeliveryState = "delivered" | "pending" | "failed" | "none";

export interface LeadRow {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  interest: string;
  source: InquirySource;
  incomplete: boolean;
  status: LeadStatus;
  /** Of the notification deliveries: failed if any failed, else pending if any is, else delivered. */
  delivery: DeliveryState;
  spam_reason: string | null;
}

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

const PAGE_SIZE = 50;

type InquiryQuery = ExpressionBuilder<Database, "inquiries">;

const failedNotification = (eb: InquiryQuery) =>
  eb.exists(
    eb
      .selectFrom("deliveries")
      .select("deliveries.id")
      .whereRef("deliveries.inquiry_id", "=", "inquiries.id")
      .where("deliveries.status", "=", "failed")
      .where("deliveries.reply_id", "is", null),
  );

function matching(eb: InquiryQuery, view: LeadView, filter: LeadFilter) {
  const conditions = [eb("inquiries.spam_reason", view === "spam" ? "is not" : "is", null)];
  if (filter.status) conditions.push(eb("inquiries.status", "=", filter.status));
  if (filter.source) conditions.push(eb("inquiries.source", "=", filter.source));
  if (filter.interest) conditions.push(eb("inquiries.interest", "=", filter.interest));
  if (filter.attention) {
    conditions.push(eb.or([eb("inquiries.incomplete", "=", 1), failedNotification(eb)]));
  }
  if (filter.q) {
    conditions.push(
      eb.and([sql<SqlBool>`${searchedText} LIKE ${searchPattern(filter.q)} ESCAPE '\\'`]),
    );
  }
  return eb.and(conditions);
}

/** The opaque `after` of the next page: the last row's time and id (ids break ties). */
const cursorOf = (row: { received_at: string; id: string }) =>
  Buffer.from(`${row.received_at}|${row.id}`).toString("base64url");

function parseCursor(cursor: string): { receivedAt: string; id: string } | null {
  const [receivedAt, id, extra] = Buffer.from(cursor, "base64url").toString().split("|");
  return receivedAt && id && extra === undefined ? { receivedAt, id } : null;
}

async function notificationStates(db: Kysely<Database>, inquiryIds: string[]) {
  const rows = inquiryIds.length
    ? await db
        .selectFrom("deliveries")
        .select(["inquiry_id", "status"])
        .where("inquiry_id", "in", inquiryIds)
        .where("reply_id", "is", null)
        .execute()
    : [];
  const states = new Map<string, DeliveryState>();
  for (const id of inquiryIds) {
    const statuses = rows.filter((row) => row.inquiry_id === id).map((row) => row.status);
    states.set(
      id,
      statuses.length === 0
        ? "none"
        : statuses.includes("failed")
          ? "failed"
          : statuses.includes("pending")
            ? "pending"
            : "delivered",
    );
  }
  return states;
}

/** Newest first, a page at a time: `after` is the `next` of the page before. */
export async function listLeads(
  db: Kysely<Database>,
  {
    view,
    filter,
    after = null,
    limit = PAGE_SIZE,
  }: { view: LeadView; filter: LeadFilter; after?: string | null; limit?: number },
): Promise<{ leads: LeadRow[]; next: string | null }> {
  const cursor = after ? parseCursor(after) : null;
  const rows = await db
    .selectFrom("inquiries")
    .select([
      "id",
      "received_at",
      "name",
      "email",
      "phone",
      "company",
      "interest",
      "source",
      "incomplete",
      "status",
      "spam_reason",
    ])
    .where((eb) => {
      const where = matching(eb, view, filter);
      if (!cursor) return where;
      return eb.and([
        where,
        eb.or([
          eb("received_at", "<", cursor.receivedAt),
          eb.and([eb("received_at", "=", cursor.receivedAt), eb("id", "<", cursor.id)]),
        ]),
      ]);
    })
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const states = await notificationStates(
    db,
    page.map((row) => row.id),
  );
  return {
    leads: page.map((row) => ({
      ...row,
      source: row.source ?? "form",
      incomplete: Boolean(row.incomplete),
      status: row.status ?? "new",
      delivery: states.get(row.id)!,
    })),
    next: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
  };
}

/**
 * The figures the inbox's navigation shows beside Leads and Spam, each counted up to COUNT_CAP
 * (COUNT_CAP means that many or more), so every page costs the same at any number of leads.
 */
export async function countLeads(db: Kysely<Database>) {
  const capped = async (rows: { as(alias: "rows"): AliasedExpression<unknown, "rows"> }) => {
    const { n } = await db
      .selectFrom(rows.as("rows"))
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const [fresh, spam, failedDeliveries] = await Promise.all([
    capped(
      db
        .selectFrom("inquiries")
        .select("id")
        .where("status", "=", "new")
        .where("spam_reason", "is", null)
        .limit(COUNT_CAP),
    ),
    capped(
      db.selectFrom("inquiries").select("id").where("spam_reason", "is not", null).limit(COUNT_CAP),
    ),
    capped(
      db
        .selectFrom("deliveries")
        .innerJoin("inquiries", "inquiries.id", "deliveries.inquiry_id")
        .select("deliveries.id")
        .where("deliveries.status", "=", "failed")
        .where("deliveries.reply_id", "is", null)
        .where("inquiries.spam_reason", "is", null)
        .limit(COUNT_CAP),
    ),
  ]);
  return { new: fresh, spam, failedDeliveries };
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

/** Every lead matching the filter, with its notification deliveries, for the CSV export. */
export async function leadsForExport(
  db: Kysely<Database>,
  view: LeadView,
  filter: LeadFilter,
): Promise<InquirySummary[]> {
  const inquiries = await db
    .selectFrom("inquiries")
    .selectAll()
    .where((eb) => matching(eb, view, filter))
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const deliveries = await db
    .selectFrom("deliveries")
    .select(["inquiry_id", "channel", "status"])
    .where("reply_id", "is", null)
    .where((eb) =>
      eb(
        "inquiry_id",
        "in",
        eb
          .selectFrom("inquiries")
          .select("id")
          .where((eb) => matching(eb, view, filter)),
      ),
    )
    .orderBy("channel")
    .execute();
  const byInquiry = new Map<string, typeof deliveries>();
  for (const delivery of deliveries) {
    byInquiry.set(delivery.inquiry_id, [...(byInquiry.get(delivery.inquiry_id) ?? []), delivery]);
  }
  return inquiries.map((inquiry) => ({ ...inquiry, deliveries: byInquiry.get(inquiry.id) ?? [] }));
}
