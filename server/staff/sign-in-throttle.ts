import type { Kysely } from "kysely";
import { clientKey } from "../http/client-ip";
import type { Database } from "../db/schema";
import { createDatabaseRateLimiter } from "../limits/database-rate-limiter";

/** Failed sign-ins allowed per account and per address within the window. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const addressKey = (ip: string) => `ip:${clientKey(ip)}`;

/** What attempts are counted under: the account tried (for a password) and the client address. */
export const throttleKeys = (ip: string, email?: string) =>
  email === undefined ? [addressKey(ip)] : [`account:${email}`, addressKey(ip)];

/**
 * An account locked by failures from elsewhere may still be tried from an address with none (its
 * owner, most likely), counted apart: such addresses together get MAX_FAILURES more guesses per
 * window, so spreading guesses over many addresses still meets a limit.
 */
export const lockedAccountKeys = (ip: string, email: string) => [
  `locked-account:${email}`,
  addressKey(ip),
];

export type Attempt =
  | {
      allowed: true;
      /** The attempt proved its credential, or was never checked: it is not held against anyone. */
      forgive(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts, counted per account and per address in the database, so every instance of the
 * site counts the same ones and a restart forgets none. An attempt is counted before its
 * credential is checked, so however many arrive at once, no more than MAX_FAILURES checks fail
 * per key within the window (database-rate-limiter.ts says why the count holds when they race).
 * An attempt that succeeds is forgiven: only failures lock an account or an address out.
 */
export function createSignInThrottle(db: Kysely<Database>, now: () => number) {
  const limiter = createDatabaseRateLimiter(
    db,
    "sign-in",
    { limit: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS },
    now,
  );
  return {
    /** Counts an attempt under every key, or refuses it (counting nothing) when one is full. */
    async attempt(keys: string[]): Promise<Attempt> {
      const decisions = await Promise.all(keys.map((key) => limiter.take(key)));
      const forgive = async () => {
        await Promise.all(decisions.map((decision) => decision.allowed && decision.undo()));
      };
      const waits = decisions.flatMap((decision) =>
        decision.allowed ? [] : [decision.retryAfterMs],
      );
      if (waits.length === 0) return { allowed: true, forgive };
      await forgive();
      return { allowed: false, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) };
    },
    /** Whether the address has a failure (or an attempt under way) within the window. */
    hasFailed: (ip: string) => limiter.hasHits(addressKey(ip)),
  };
}
