import type { SiteDatabase } from "../db/database";
import { settingOrCreate } from "../db/inquiry-store";
import { newSecret } from "../http/secrets";
import { rateLimiterFor } from "../limits/limiter-for";
import type { RateLimit } from "../limits/rate-limiter";
import { createFormTokens } from "./form-token";
import { createDatabaseFormTokenUses, createMemoryFormTokenUses } from "./form-token-uses";

/**
 * A posted form's defences, set up alike for every form (the contact form's ways in, /book): its
 * signed token, the count of each token's uses and the rate limit per address. On PostgreSQL,
 * which several instances may share, both counts are kept in the database: otherwise each
 * instance would allow the whole limit. On SQLite, which one process serves (the server lock), in
 * memory: as exact there, without a disk flush per post
 * (docs/decisions/015-limits-shared-by-instances.md).
 */
export async function createFormDefences(
  database: SiteDatabase,
  {
    name,
    secret,
    rateLimit,
  }: {
    /** Names the rate limit's counter and the setting its generated token secret is kept under. */
    name: string;
    /** A configured token secret; without one, one is generated and kept in the database. */
    secret?: string;
    rateLimit: RateLimit | null;
  },
) {
  const tokenSecret =
    secret || (await settingOrCreate(database.db, `${name}-form-secret`, newSecret));
  return {
    formTokens: createFormTokens(tokenSecret),
    formTokenUses:
      database.kind === "postgres"
        ? createDatabaseFormTokenUses(database.db)
        : createMemoryFormTokenUses(),
    rateLimiter: rateLimiterFor(database, name, rateLimit),
  };
}
