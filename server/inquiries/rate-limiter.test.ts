import { describe, expect, it } from "vitest";
import { createRateLimiter, parseRateLimit } from "./rate-limiter";

describe("parseRateLimit", () => {
  it("reads submissions per window and off", () => {
    expect(parseRateLimit("5/10m")).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit("20/1h")).toEqual({ limit: 20, windowMs: 3_600_000 });
    expect(parseRateLimit("3/30s")).toEqual({ limit: 3, windowMs: 30_000 });
    expect(parseRateLimit("OFF")).toBeNull();
  });

  it("rejects anything else", () => {
    for (const bad of ["", "5", "5/10", "0/10m", "5/0m", "five/10m", "5/10d"]) {
      expect(parseRateLimit(bad), bad).toBeUndefined();
    }
  });
});

describe("createRateLimiter", () => {
  function limiterAt(start = 1_000_000) {
    const clock = { now: start };
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, () => clock.now);
    return { clock, limiter };
  }

  it("allows up to the limit per key, then says how long to wait", () => {
    const { clock, limiter } = limiterAt();
    expect(limiter.take("a")).toEqual({ allowed: true });
    clock.now += 10_000;
    expect(limiter.take("a")).toEqual({ allowed: true });
    expect(limiter.take("a")).toEqual({ allowed: true });
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.take("b")).toEqual({ allowed: true });
  });

  it("slides: the oldest hit leaving the window frees one slot", () => {
    const { clock, limiter } = limiterAt();
    limiter.take("a");
    clock.now += 30_000;
    limiter.take("a");
    limiter.take("a");
    clock.now += 30_000;
    expect(limiter.take("a")).toEqual({ allowed: true });
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("does not count refused hits", () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.take("a");
    for (let i = 0; i < 10; i++) expect(limiter.take("a").allowed).toBe(false);
    clock.now += 60_000;
    expect(limiter.take("a").allowed).toBe(true);
  });
});
