import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { newId } from "../db/ids";
import { storedTexts } from "../db/stored-text";
import { writeInquiry, type Inquiry, type NewInquiry } from "../db/inquiry-store";
import type { Database } from "../db/schema";

/**
 * The voice leads' writes. Each runs inside a transaction the caller provides (the service's
 * TransactionBatcher), so a lead, its deliveries and its receipt are committed together or not at
 * all.
 */

export type ReceiptKey = `tool-call:${string}` | `end-of-call-report:${string}`;

/**
 * Writes the inquiry and the receipt for the provider event that made it, unless the event was
 * handled before (null). The receipt's primary key makes a concurrent duplicate wait for the first
 * one's transaction (PostgreSQL) or run after it (SQLite's single writer), then find the receipt.
 */
async function writeOnce(
  trx: Transaction<Database>,
  key: ReceiptKey,
  result: string,
  inquiry: NewInquiry,
): Promise<Inquiry | null> {
  const id = newId("inq", inquiry.receivedAt.getTime());
  const taken = await trx
    .insertInto("voice_receipts")
    .values({
      key,
      call_id: inquiry.origin?.callId ?? null,
      inquiry_id: id,
      result,
      received_at: inquiry.receivedAt.toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  return writeInquiry(trx, { ...inquiry, id });
}

/** The answer a tool call was given when it was first handled, or null for a new one. */
export async function firstAnswer(trx: Transaction<Database>, key: ReceiptKey) {
  const first = await trx
    .selectFrom("voice_receipts")
    .select("result")
    .where("key", "=", key)
    .executeTakeFirst();
  return first?.result ?? null;
}

export type OnceOutcome = { result: string; inquiry: Inquiry | null };

/**
 * Stores the inquiry a tool call asks for, once per tool call id, with its deliveries and its
 * receipt. A repeat gets the first call's result and stores nothing (`inquiry: null`).
 */
export async function insertInquiryOnce(
  trx: Transaction<Database>,
  key: ReceiptKey,
  inquiry: NewInquiry,
  result: string,
): Promise<OnceOutcome> {
  const stored = await writeOnce(trx, key, result, inquiry);
  if (stored) return { result, inquiry: stored };
  return { result: (await firstAnswer(trx, key))!, inquiry: null };
}

export interface CallReportUpdate {
  callId: string | null;
  summary: string | null;
  endedReason: string | null;
  transcript: string | null;
}

export type ReportOutcome =
  | { kind: "attached"; inquiryIds: string[] }
  | { kind: "created"; inquiry: Inquiry }
  | { kind: "repeated" }
  | { kind: "nothing-to-keep" };

/**
 * Attaches an end-of-call report to the inquiries its call created. A call that created none gets
 * the inquiry `leadIfNone` makes (null: the caller left no way to reach them), once per call.
 */
export async function recordCallReport(
  trx: Transaction<Database>,
  report: CallReportUpdate,
  leadIfNone: () => NewInquiry | null,
  reportHandled: string,
): Promise<ReportOutcome> {
  if (report.callId) {
    const attached = await trx
      .updateTable("inquiries")
      .set(
        storedTexts({
          summary: report.summary,
          ended_reason: report.endedReason,
          transcript: report.transcript,
        }),
      )
      .where("call_id", "=", report.callId)
      .returning("id")
      .execute();
    if (attached.length > 0) return { kind: "attached", inquiryIds: attached.map((row) => row.id) };
  }
  const lead = leadIfNone();
  if (!lead) return { kind: "nothing-to-keep" };
  const created = await writeOnce(trx, reportKey(report, lead), reportHandled, lead);
  return created ? { kind: "created", inquiry: created } : { kind: "repeated" };
}

/**
 * What makes a report's retries one: its call id, or without one (the provider left it out) what
 * the report says, since a retry repeats the same body.
 */
function reportKey(report: CallReportUpdate, lead: NewInquiry): ReceiptKey {
  if (report.callId) return `end-of-call-report:${report.callId}`;
  const said = JSON.stringify([
    report.summary,
    report.endedReason,
    report.transcript,
    lead.fields.name,
    lead.fields.email,
    lead.fields.phone,
  ]);
  return `end-of-call-report:content:${createHash("sha256").update(said).digest("hex")}`;
}
