import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTwoConnections } from "../db/test-databases";
import { createDatabaseRateLimiter } from "./database-rate-limiter";
import { createMemoryRateLimiter, parseRateLimit, type RateLimiter } from "./rate-limiter";

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

const LIMIT = { limit: 3, windowMs: 60_000 };

/** What every limiter must do, whether it counts in memory or in a database. */
function behavesAsSlidingWindow(limiterAt: (clock: { now: number }) => RateLimiter) {
  function started() {
    const clock = { now: Date.parse("2026-11-01T09:00:00Z") };
    return { clock, limiter: limiterAt(clock) };
  }

  it("allows up to the limit per key, then says how long to wait", async () => {
    const { clock, limiter } = started();
    expect((await limiter.take("a")).allowed).toBe(true);
    clock.now += 10_000;
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect((await limiter.take("b")).allowed).toBe(true);
  });

  it("slides: the oldest hit leaving the window frees one slot", async () => {
    const { clock, limiter } = started();
    await limiter.take("a");
    clock.now += 30_000;
    await limiter.take("a");
    await limiter.take("a");
    clock.now += 30_000;
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
  });

  it("does not count refused hits", async () => {
    const { clock, limiter } = started();
    for (let i = 0; i < 3; i++) await limiter.take("a");
    for (let i = 0; i < 10; i++) expect((await limiter.take("a")).allowed).toBe(false);
    clock.now += 60_000;
    expect((await limiter.take("a")).allowed).toBe(true);
  });
}

describe("createMemoryRateLimiter", () => {
  behavesAsSlidingWindow((clock) => createMemoryRateLimiter(LIMIT, () => clock.now));
});

describe.each(testDatabaseKinds())("createDatabaseRateLimiter on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, another) => ([first, second] = [opened, another]));
  /** Each limiter its own scope, so the tests never count each other's hits. */
  let scopes = 0;
  const limiterOn = (site: SiteDatabase, clock: { now: number }, scope = `test${++scopes}`) =>
    createDatabaseRateLimiter(site.db, scope, LIMIT, () => clock.now);

  behavesAsSlidingWindow((clock) => limiterOn(first, clock));

  it("allows no more than the limit when 200 hits race from two connections (two instances)", async () => {
    const clock = { now: Date.now() };
    const scope = `race${++scopes}`;
    const [one, other] = [limiterOn(first, clock, scope), limiterOn(second, clock, scope)];
    const decisions = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? one : other).take("a")),
    );
    // Racing hits may refuse each other (each counts the others' hits before they are taken back):
    // fewer than the limit may get through, never more.
    const allowed = decisions.filter((decision) => decision.allowed).length;
    expect(allowed).toBeLessThanOrEqual(LIMIT.limit);
    // The refused hits were taken back, so the limit fills up exactly afterwards.
    let after = 0;
    while ((await one.take("a")).allowed) after += 1;
    expect(allowed + after).toBe(LIMIT.limit);
  });

  it("frees the slot of a hit that is undone", async () => {
    const clock = { now: Date.now() };
    const limiter = limiterOn(first, clock);
    const taken = await Promise.all([1, 2, 3].map(() => limiter.take("a")));
    expect((await limiter.take("a")).allowed).toBe(false);
    const last = taken[2]!;
    if (!last.allowed) throw new Error("the third hit was allowed");
    await last.undo();
    expect((await limiter.take("a")).allowed).toBe(true);
  });
});
