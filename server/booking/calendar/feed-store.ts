import type { Kysely } from "kysely";
import type { SiteDatabase } from "../../db/database";
import { newId } from "../../db/ids";
import type { Database } from "../../db/schema";
import { newSecret, secretHash } from "../../http/secrets";

/** The staff member a feed belongs to, who is also the only one who makes or ends it. */
export interface FeedOwner {
  id: string;
  email: string;
}

/** A feed that answers, as its owner's Account page shows it (never its token). */
export interface LiveFeed {
  id: string;
  createdAt: string;
}

/** What `newSecret` makes: 32 bytes, 43 base64url characters. Anything else is not ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The owner's feed that answers, or null. */
export async function liveFeed(db: Kysely<Database>, owner: FeedOwner): Promise<LiveFeed | null> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select(["id", "created_at"])
    .where("staff_id", "=", owner.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row ? { id: row.id, createdAt: row.created_at } : null;
}

const revokeLive = (db: Kysely<Database>, owner: FeedOwner, now: Date) =>
  db
    .updateTable("calendar_feeds")
    .set({ revoked_at: now.toISOString(), revoked_by: owner.email })
    .where("staff_id", "=", owner.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();

/**
 * A new secret address for the owner, ending the one they had (a create and a replace alike, in
 * one transaction): the token is returned once, and only its hash is kept.
 */
export function issueFeed(site: Pick<SiteDatabase, "transactions">, owner: FeedOwner, now: Date) {
  const token = newSecret();
  return site.transactions.run(async (trx) => {
    const ended = await revokeLive(trx, owner, now);
    const feed = { id: newId("cal", now.getTime()), createdAt: now.toISOString() };
    await trx
      .insertInto("calendar_feeds")
      .values({
        id: feed.id,
        staff_id: owner.id,
        token_hash: secretHash(token),
        created_at: feed.createdAt,
        created_by: owner.email,
        revoked_at: null,
        revoked_by: null,
      })
      .execute();
    return { token, feed, replaced: Number(ended.numUpdatedRows) > 0 };
  });
}

/** Ends the owner's feed; false when there was none. */
export async function revokeFeed(db: Kysely<Database>, owner: FeedOwner, now: Date) {
  return Number((await revokeLive(db, owner, now)).numUpdatedRows) > 0;
}

/** The live feed a token opens, or null: unknown, revoked, or not the shape of a token at all. */
export async function feedOfToken(db: Kysely<Database>, token: string) {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .select(["id", "staff_id"])
    .where("token_hash", "=", secretHash(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row ?? null;
}
