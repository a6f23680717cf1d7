import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseKind } from "./database";
import { newId } from "./ids";
import type { Database, DeliveryChannel } from "./schema";
import type { Delivery, Inquiry } from "./inquiry-store";
import type { Reply } from "./lead-detail";

export interface ClaimedDelivery {
  delivery: Delivery;
  inquiry: Inquiry;
  /** What a `reply` delivery sends; null for the other channels. */
  reply: Reply | null;
  /** Proves the claim is still ours when the outcome is written. */
  token: string;
  startedAt: Date;
}

export interface ClaimOptions {
  channels: readonly DeliveryChannel[];
  limit: number;
  /** How long the claim protects the delivery; a worker that dies lets it lapse. */
  leaseMs: number;
  now?: Date;
}

/**
 * Takes up to `limit` due deliveries for this worker in one statement, so two workers never get
 * the same one: `FOR UPDATE SKIP LOCKED` on PostgreSQL; on SQLite a single UPDATE already runs
 * under the database's write lock. Counting the attempt here means an attempt cut short by a
 * crash still counts towards the limit.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  kind: DatabaseKind,
  { channels, limit, leaseMs, now = new Date() }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  if (channels.length === 0) return [];
  const at = now.toISOString();
  const token = randomUUID();
  let due = db
    .selectFrom("deliveries")
    .select("id")
    .where("status", "=", "pending")
    .where("channel", "in", channels)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(limit);
  if (kind === "postgres") due = due.forUpdate().skipLocked();

  const claimed = await db
    .updateTable("deliveries")
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      claim_token: token,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
  if (claimed.length === 0) return [];

  const inquiries = await db
    .selectFrom("inquiries")
    .selectAll()
    .where(
      "id",
      "in",
      claimed.map((delivery) => delivery.inquiry_id),
    )
    .execute();
  const byId = new Map(inquiries.map((inquiry) => [inquiry.id, inquiry]));
  const replyIds = claimed.flatMap((delivery) => (delivery.reply_id ? [delivery.reply_id] : []));
  const replies = replyIds.length
    ? await db.selectFrom("replies").selectAll().where("id", "in", replyIds).execute()
    : [];
  return claimed.map((delivery) => ({
    delivery,
    inquiry: byId.get(delivery.inquiry_id)!,
    reply: replies.find((reply) => reply.id === delivery.reply_id) ?? null,
    token,
    startedAt: now,
  }));
}

export type DeliveryOutcome =
  | { kind: "delivered"; detail: string }
  | { kind: "retry"; detail: string; nextAttemptAt: Date }
  | { kind: "failed"; detail: string };

/**
 * Writes the attempt and the delivery's new state: two statements, to run in one transaction (the
 * worker records a whole batch's outcomes in one). Returns false when the claim had lapsed and
 * another worker took the delivery: its outcome wins, and this attempt is only logged.
 */
export async function recordOutcome(
  trx: Transaction<Database>,
  claim: ClaimedDelivery,
  outcome: DeliveryOutcome,
  finishedAt = new Date(),
): Promise<boolean> {
  const updated = await trx
    .updateTable("deliveries")
    .set({
      status: outcome.kind === "retry" ? "pending" : outcome.kind,
      next_attempt_at:
        outcome.kind === "retry"
          ? outcome.nextAttemptAt.toISOString()
          : claim.delivery.next_attempt_at,
      claimed_until: null,
      claim_token: null,
      last_error: outcome.kind === "delivered" ? null : outcome.detail,
      delivered_at: outcome.kind === "delivered" ? finishedAt.toISOString() : null,
    })
    .where("id", "=", claim.delivery.id)
    .where("claim_token", "=", claim.token)
    .executeTakeFirst();
  await trx
    .insertInto("delivery_attempts")
    .values({
      id: newId("att"),
      delivery_id: claim.delivery.id,
      started_at: claim.startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      outcome: outcome.kind,
      detail: outcome.detail,
    })
    .execute();
  return Number(updated.numUpdatedRows) === 1;
}

/** Counts per status, for tests, the bench and start-up logs. */
export async function countDeliveries(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("deliveries")
    .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
