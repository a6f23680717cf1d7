import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { dayBefore, dayOf } from "./insights-days";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Visitor hashes: HMAC-SHA256 of the address, the user agent and the site's host under a random
 * salt of the day. The salt is random, not derived from the date (which would let anyone holding
 * the secret rebuild it and try every address); it is kept in the database so that every instance
 * hashes a visitor alike, and only today's and yesterday's exist: older ones are deleted when a
 * new day's is made, after which yesterday's hashes can never be matched to an address again.
 */
export function createVisitorHasher(db: Kysely<Database>, siteHost: string) {
  /** A day's salt; the day starts at `from` (UTC midnight, in ms). */
  type DaySalt = { day: string; from: number; salt: Buffer };
  let cached: DaySalt | null = null;
  let pending: Promise<DaySalt> | null = null;

  async function rotate(day: string) {
    // Insert if absent, then read back: instances that race for a new day all end up with one salt.
    await db
      .insertInto("insights_salts")
      .values({ day, salt: randomBytes(32).toString("base64") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await db
      .selectFrom("insights_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    await db.deleteFrom("insights_salts").where("day", "<", dayBefore(day)).execute();
    return { day, from: Date.parse(day), salt: Buffer.from(row.salt, "base64") };
  }

  async function saltOf(day: string) {
    if (cached?.day === day) return cached.salt;
    pending ??= rotate(day).finally(() => (pending = null));
    const fresh = await pending;
    if (fresh.day !== day) return saltOf(day);
    cached = fresh;
    return fresh.salt;
  }

  const hmac = (salt: Buffer, address: string, userAgent: string) =>
    createHmac("sha256", salt)
      .update(`${address}\n${userAgent}\n${siteHost}`)
      .digest("base64url")
      .slice(0, 22);

  return {
    /** The visitor's hash for the day of `time`; the address and user agent go no further. */
    async hash(address: string, userAgent: string, time: number): Promise<string> {
      return hmac(await saltOf(dayOf(time)), address, userAgent);
    },
    /** The same at once, when the day's salt is at hand (all day but its first moment); else null. */
    hashNow(address: string, userAgent: string, time: number): string | null {
      if (!cached || time < cached.from || time >= cached.from + DAY_MS) return null;
      return hmac(cached.salt, address, userAgent);
    },
  };
}

export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
