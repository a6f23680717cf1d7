import type { SiteDatabase } from "../db/database";
import { createDatabaseRateLimiter } from "./database-rate-limiter";
import {
  createMemoryRateLimiter,
  unlimited,
  type RateLimit,
  type RateLimiter,
} from "./rate-limiter";

/**
 * A limit counted where every instance sees it: in PostgreSQL, which several instances may share;
 * in memory on SQLite, which one process serves (docs/decisions/015-limits-shared-by-instances.md).
 */
export function rateLimiterFor(
  { db, kind }: Pick<SiteDatabase, "db" | "kind">,
  scope: string,
  limit: RateLimit | null,
): RateLimiter {
  if (!limit) return unlimited;
  return kind === "postgres"
    ? createDatabaseRateLimiter(db, scope, limit)
    : createMemoryRateLimiter(limit);
}
