/** At most `limit` hits per key within any `windowMs` (a sliding window). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Parses `5/10m`, `20/1h`, `3/30s` or `off` (null); anything else is undefined. */
export function parseRateLimit(value: string): RateLimit | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === "off") return null;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(text);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (limit < 1 || windowMs < 1) return undefined;
  return { limit, windowMs };
}

export interface RateLimiter {
  /** Counts a hit for `key` when allowed; a refused hit is not counted. */
  take(key: string): Promise<RateDecision>;
}

/** Keys idle for a whole window are dropped every this many hits, so memory stays bounded. */
const SWEEP_EVERY = 1000;

/**
 * The limit kept in this process's memory: exact where one process serves the site (SQLite), and
 * no write per hit. Instances sharing a PostgreSQL database count in it instead
 * (database-rate-limiter.ts), or each would allow the whole limit.
 */
export function createMemoryRateLimiter(
  { limit, windowMs }: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  const hits = new Map<string, number[]>();
  let sinceSweep = 0;

  function sweep(at: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
    }
  }

  return {
    async take(key) {
      const at = now();
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        sweep(at);
      }
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: recent[0]! + windowMs - at };
      }
      recent.push(at);
      hits.set(key, recent);
      return { allowed: true };
    },
  };
}

/** A limiter for `CONTACT_RATE_LIMIT=off`. */
export const unlimited: RateLimiter = { take: async () => ({ allowed: true }) };
