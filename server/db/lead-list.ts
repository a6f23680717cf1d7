import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import {
  type AliasedExpression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from "kysely";
import type { InquirySource } from "../../core/contact/inquiry-record";
import type { LeadFilter, LeadView } from "../../core/inbox/lead-filter";
import { COUNT_CAP } from "../../core/inbox/lead-rules";
import type { LeadStatus } from "../../core/contact/lead-status";
import type { InquirySummary } from "./inquiry-store";
import { searchedText, searchPattern } from "./lead-search";
import type { Database } from "./schema";

/** The inbox's lists: a page of leads or held spam, the navigation's counts, the CSV export. */

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
  /** The language of the page the lead came from (017-lead-language). */
  language: string;
  incomplete: boolean;
  status: LeadStatus;
  /** Of the notification deliveries: failed if any failed, else pending if any is, else delivered. */
  delivery: DeliveryState;
  spam_reason: string | null;
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
        // A booking's reminder waits for its time, days ahead: that is not a lead still sending.
        .where((eb) =>
          eb.not(eb.and([eb("channel", "=", "reminder"), eb("status", "=", "pending")])),
        )
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
      "language",
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
      language: row.language ?? SOURCE_LANGUAGE,
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
