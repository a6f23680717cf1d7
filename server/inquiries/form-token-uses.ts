import type { Kysely } from "kysely";
import { expiredRowSweeper } from "../db/expired-rows";
import type { Database } from "../db/schema";

/** How often each contact form token has been sent. */
export interface FormTokenUses {
  /**
   * Counts one more use of `token`, remembered until `expiresAt` (epoch ms), and answers how many
   * there have been, this one included.
   */
  count(token: string, expiresAt: number): Promise<number>;
}

/** Past this many tokens, the expired ones are forgotten, so memory stays bounded. */
const FORGET_ABOVE = 10_000;

/**
 * Counted in this process's memory: exact where one process serves the site (SQLite), and no
 * write per post. Instances sharing a PostgreSQL database count in it instead.
 */
export function createMemoryFormTokenUses(now: () => number = Date.now): FormTokenUses {
  const tokens = new Map<string, { expiresAt: number; uses: number }>();
  return {
    async count(token, expiresAt) {
      const seen = tokens.get(token) ?? { expiresAt, uses: 0 };
      seen.uses += 1;
      tokens.set(token, seen);
      if (tokens.size > FORGET_ABOVE) {
        const at = now();
        for (const [key, { expiresAt }] of tokens) if (expiresAt < at) tokens.delete(key);
      }
      return seen.uses;
    },
  };
}

/**
 * Counted in the database's `form_token_uses`, so every instance using it counts every use. One
 * statement adds the use and reads the total, so uses sent to several instances at once are each
 * counted once.
 */
export function createDatabaseFormTokenUses(
  db: Kysely<Database>,
  now: () => number = Date.now,
): FormTokenUses {
  const sweep = expiredRowSweeper(db, "form_token_uses");
  return {
    async count(token, expiresAt) {
      await sweep(now());
      const { uses } = await db
        .insertInto("form_token_uses")
        .values({ token, uses: 1, expires_at: new Date(expiresAt).toISOString() })
        .onConflict((conflict) =>
          conflict
            .column("token")
            .doUpdateSet((eb) => ({ uses: eb("form_token_uses.uses", "+", 1) })),
        )
        .returning("uses")
        .executeTakeFirstOrThrow();
      return uses;
    },
  };
}
