import { sql, type Kysely } from "kysely";
import type { Handler } from "hono";

/** A database that has not answered by then counts as down: load balancers time out soon after. */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * `GET /healthz`: 200 when the server can reach its database, 503 when it cannot, so a load
 * balancer takes an instance that lost its database out of rotation. Says nothing more specific:
 * the endpoint is public.
 */
export function healthCheck<DB>(db: Kysely<DB> | undefined): Handler {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    if (!db) return c.json({ ok: true });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out")), DATABASE_TIMEOUT_MS);
        }),
      ]);
      return c.json({ ok: true, database: "ok" });
    } catch {
      return c.json({ ok: false, database: "unreachable" }, 503);
    } finally {
      clearTimeout(timer);
    }
  };
}
