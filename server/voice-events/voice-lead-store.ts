import type { Transaction } from "kysely";
import { writeInquiry, type Inquiry, type NewInquiry } from "../db/inquiry-store";
import type { Database } from "../db/schema";

/**
 * The voice leads' writes. Each runs inside a transaction the caller provides (the service's
 * TransactionBatcher), so a lead, its deliveries and its receipt are committed together or not at
 * all.
 */

export type ReceiptKey = `tool-call:${string}` | `end-of-call-report:${string}`;

/**
 * Takes the receipt for a provider event. False when the event was handled before: the primary
 * key makes a concurrent duplicate wait for the first one's transaction (PostgreSQL) or run after
 * it (SQLite's single writer), then find its receipt.
 */
async function takeReceipt(
  trx: Transaction<Database>,
  key: ReceiptKey,
  callId: string | null,
  result: string,
  receivedAt: Date,
): Promise<boolean> {
  const taken = await trx
    .insertInto("voice_receipts")
    .values({
      key,
      call_id: callId,
      inquiry_id: null,
      result,
      received_at: receivedAt.toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function writeInquiryWithReceipt(
  trx: Transaction<Database>,
  key: ReceiptKey,
  inquiry: NewInquiry,
) {
  const row = await writeInquiry(trx, inquiry);
  await trx
    .updateTable("voice_receipts")
    .set({ inquiry_id: row.id })
    .where("key", "=", key)
    .execute();
  return row;
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
  const callId = inquiry.voice?.callId ?? null;
  if (await takeReceipt(trx, key, callId, result, inquiry.receivedAt)) {
    return { result, inquiry: await writeInquiryWithReceipt(trx, key, inquiry) };
  }
  const first = await trx
    .selectFrom("voice_receipts")
    .select("result")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return { result: first.result, inquiry: null };
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
      .set({
        summary: report.summary,
        ended_reason: report.endedReason,
        transcript: report.transcript,
      })
      .where("call_id", "=", report.callId)
      .returning("id")
      .execute();
    if (attached.length > 0) return { kind: "attached", inquiryIds: attached.map((row) => row.id) };
  }
  const lead = leadIfNone();
  if (!lead) return { kind: "nothing-to-keep" };
  if (!report.callId) return { kind: "created", inquiry: await writeInquiry(trx, lead) };
  const key: ReceiptKey = `end-of-call-report:${report.callId}`;
  if (!(await takeReceipt(trx, key, report.callId, reportHandled, lead.receivedAt))) {
    return { kind: "repeated" };
  }
  return { kind: "created", inquiry: await writeInquiryWithReceipt(trx, key, lead) };
}
