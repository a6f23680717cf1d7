import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from "./backoff";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("retryDelayMs", () => {
  it("follows 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h without jitter", () => {
    const middle = () => 0.5;
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, { random: middle }));
    expect(delays).toEqual([
      5000,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
  });

  it("gives up after the eighth attempt", () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelayMs(8)).toBeNull();
  });

  it("spreads each delay by at most 20 % either way", () => {
    expect(retryDelayMs(2, { random: () => 0 })).toBe(4 * MINUTE);
    expect(retryDelayMs(2, { random: () => 0.999999 })).toBeCloseTo(6 * MINUTE, -2);
    const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(3)));
    expect(seen.size).toBeGreaterThan(1);
    for (const delay of seen) {
      expect(delay).toBeGreaterThanOrEqual(24 * MINUTE);
      expect(delay).toBeLessThanOrEqual(36 * MINUTE);
    }
  });

  it("never retries before the receiver's Retry-After, up to the longest step", () => {
    const middle = () => 0.5;
    expect(retryDelayMs(1, { retryAfterMs: 120_000, random: middle })).toBe(120_000);
    expect(retryDelayMs(2, { retryAfterMs: 1000, random: middle })).toBe(5 * MINUTE);
    expect(retryDelayMs(1, { retryAfterMs: 72 * HOUR, random: middle })).toBe(10 * HOUR);
  });

  it("scales the whole schedule for tests", () => {
    expect(retryDelayMs(2, { scale: 0.001, random: () => 0.5 })).toBe(300);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:01:00 GMT", now)).toBe(60_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});
