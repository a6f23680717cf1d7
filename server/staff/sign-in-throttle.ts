import type { Kysely } from "kysely";
import { clientKey } from "../inquiries/client-ip";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";

/** Failed sign-ins allowed per account and per address within the window. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** What failures are counted under: the account tried (for a password) and the client address. */
export const throttleKeys = (ip: string, email?: string) =>
  email === undefined ? [`ip:${clientKey(ip)}`] : [`account:${email}`, `ip:${clientKey(ip)}`];

/**
 * Seconds until sign-in is allowed again for this account or this address, or 0 when it is. Kept
 * in the database, so every instance of the site counts the same failures.
 */
export async function throttledForSeconds(
  db: Kysely<Database>,
  keys: string[],
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom("sign_in_failures")
    .select(["key", "failed_at"])
    .where("key", "in", keys)
    .where("failed_at", ">", since)
    .orderBy("failed_at", "desc")
    .execute();
  let waitMs = 0;
  for (const key of keys) {
    const failures = rows.filter((row) => row.key === key);
    if (failures.length < MAX_FAILURES) continue;
    // Free again once the oldest failure that keeps the count at the limit leaves the window.
    const freedAt = Date.parse(failures[MAX_FAILURES - 1]!.failed_at) + FAILURE_WINDOW_MS;
    waitMs = Math.max(waitMs, freedAt - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

export async function recordFailure(db: Kysely<Database>, keys: string[], now: Date) {
  const failedAt = now.toISOString();
  await db
    .insertInto("sign_in_failures")
    .values(keys.map((key) => ({ id: newId("fail"), key, failed_at: failedAt })))
    .execute();
  // Rows older than the window count for nothing.
  await db
    .deleteFrom("sign_in_failures")
    .where("failed_at", "<", new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString())
    .execute();
}
