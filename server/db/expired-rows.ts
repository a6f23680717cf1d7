import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** Tables whose rows lapse at their `expires_at`, after which every read skips them. */
type ExpiringTable = "limit_hits" | "form_token_uses" | "auth_challenges";

const SWEEP_EVERY_MS = 60_000;

/**
 * Deletes the lapsed rows of `table`, at most once a minute, when called on the way past. A lapsed
 * row counts for nothing already; deleting it only keeps the table as small as what is live.
 */
export function expiredRowSweeper(db: Kysely<Database>, table: ExpiringTable) {
  let sweptAt = -Infinity;
  return async (now: number) => {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.deleteFrom(table).where("expires_at", "<", new Date(now).toISOString()).execute();
  };
}
