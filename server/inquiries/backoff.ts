/**
 * When a failed delivery is tried again: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after
 * each failure (eight attempts over about 28 hours), then it is marked failed.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Each delay is spread by up to this fraction either way, so failures don't retry in lockstep. */
export const JITTER = 0.2;

export interface RetryTiming {
  /** The receiver's Retry-After, when it sent one. */
  retryAfterMs?: number;
  /** Scales the schedule; tests shrink it to run in seconds. */
  scale?: number;
  random?: () => number;
}

/**
 * The wait before the next attempt after `attempts` failed ones, or null when it was the last.
 * A Retry-After longer than the schedule wins (capped at the longest step); a shorter one is
 * honoured by not retrying earlier than it asks, which the schedule already ensures.
 */
export function retryDelayMs(
  attempts: number,
  { retryAfterMs, scale = 1, random = Math.random }: RetryTiming = {},
): number | null {
  if (attempts < 1) throw new RangeError("attempts counts failed attempts, starting at 1");
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jittered = base * (1 + JITTER * (2 * random() - 1)) * scale;
  const longest = Math.max(...RETRY_DELAYS_MS) * scale;
  const asked = Math.min(retryAfterMs ?? 0, longest);
  return Math.round(Math.max(jittered, asked));
}

/** Reads a Retry-After header: delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
