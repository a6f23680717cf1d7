import type { Kysely } from "kysely";
import { expiredRowSweeper } from "../db/expired-rows";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import type { RateLimit, RateLimiter } from "./rate-limiter";

/** An allowed hit that can be taken back, for a caller whose attempt turned out not to count. */
export type DatabaseRateDecision =
  { allowed: true; undo(): Promise<void> } | { allowed: false; retryAfterMs: number };

export interface DatabaseRateLimiter extends RateLimiter {
  take(key: string): Promise<DatabaseRateDecision>;
  /** Whether the key has any hit within the window. */
  hasHits(key: string): Promise<boolean>;
}

/**
 * The sliding-window limit of rate-limiter.ts, kept in the database's `limit_hits` so that every
 * process using the database counts the same hits.
 *
 * A hit is written first and counted after, each in a statement of its own. Of any number of
 * takes running at once, in this process or another, each one's count sees every hit committed
 * before it, its own included; so the last of those it allows has seen all the others it allowed,
 * and no more than `limit` are allowed, without a lock or a transaction. A refused hit is deleted
 * again. A key already at its limit is refused by a read alone, before anything is written.
 *
 * Within one process the takes of a key run one after another, so a burst finds the key full by
 * that read instead of racing to write hundreds of hits only to delete them again (on SQLite, a
 * disk flush each). Only takes in different processes still race, and refuse each other at worst.
 */
export function createDatabaseRateLimiter(
  db: Kysely<Database>,
  scope: string,
  { limit, windowMs }: RateLimit,
  now: () => number = Date.now,
): DatabaseRateLimiter {
  const sweep = expiredRowSweeper(db, "limit_hits");

  /** When the key's `n`th newest live hit lapses (epoch ms), or null when it has fewer. */
  async function nthNewestExpiry(key: string, n: number, at: number) {
    const row = await db
      .selectFrom("limit_hits")
      .select("expires_at")
      .where("key", "=", key)
      .where("expires_at", ">", new Date(at).toISOString())
      .orderBy("expires_at", "desc")
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row ? Date.parse(row.expires_at) : null;
  }

  const remove = async (id: string) => {
    await db.deleteFrom("limit_hits").where("id", "=", id).execute();
  };

  async function take(key: string): Promise<DatabaseRateDecision> {
    const at = now();
    await sweep(at);
    // Free again once the oldest hit that keeps the count at the limit lapses.
    const full = await nthNewestExpiry(key, limit, at);
    if (full !== null) return { allowed: false, retryAfterMs: full - at };
    const id = newId("hit", at);
    await db
      .insertInto("limit_hits")
      .values({ id, key, expires_at: new Date(at + windowMs).toISOString() })
      .execute();
    const over = await nthNewestExpiry(key, limit + 1, at);
    if (over !== null) {
      await remove(id);
      return { allowed: false, retryAfterMs: over - at };
    }
    return { allowed: true, undo: () => remove(id) };
  }

  const oneAtATime = serialPerKey();
  return {
    take: (name) => oneAtATime(`${scope}:${name}`, take),
    hasHits: async (name) => (await nthNewestExpiry(`${scope}:${name}`, 1, now())) !== null,
  };
}

/** Runs the work given for one key after the work given before for it has settled. */
function serialPerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: (key: string) => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(() => work(key));
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    // Forgotten once nothing more waits behind it, so idle keys hold no memory.
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return result;
  };
}
