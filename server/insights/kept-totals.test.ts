import { beforeEach, describe, expect, it } from "vitest";
import { KEYS_PER_DAY, OTHER_KEY } from "../../core/insights/insight-events";
import { periodFromSearch } from "../../core/insights/insights-period";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createLogger } from "../logger";
import { foldFinishedDays } from "./daily-folding";
import { totalsOfDay } from "./day-totals";
import { createEventRecorder, type NewEvent } from "./event-recorder";
import { buildReport } from "./insights-figures";
import { createPeriodTotals, TODAY_FRESH_MS, TODAY_STALE_MS } from "./period-totals";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON = Date.parse("2026-11-20T12:00:00Z");
const logger = createLogger("silent");

const view = (n: number, at: number, extra: Partial<NewEvent> = {}): NewEvent => ({
  at: at + n,
  visitor: `v${n}`,
  name: "pageview",
  path: "/",
  device: "desktop",
  ...extra,
});

/** A flood's day: `distinct` referrers and campaigns, each once, beside one real source seen often. */
function flood(site: SiteDatabase, at: number, distinct: number) {
  const recorder = createEventRecorder(site, logger);
  for (let n = 0; n < distinct; n++) {
    recorder.record(
      view(n, at, {
        referrer_host: `r${n}.flood.example`,
        utm_source: `s${n}`,
        utm_campaign: `c${n}`,
      }),
    );
  }
  for (let n = 0; n < 10; n++) {
    recorder.record(view(distinct + n, at, { referrer_host: "news.example" }));
  }
  return recorder.flush();
}

const keysOf = <T extends { name: string; dimension: string }>(rows: T[], dimension: string) =>
  rows.filter((row) => row.name === "pageview" && row.dimension === dimension);

describe.each(testDatabaseKinds())("the totals kept on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(async () => {
    for (const table of ["insights_events", "insights_daily", "insights_days_folded"] as const) {
      await site.db.deleteFrom(table).execute();
    }
  });

  it("bounds every text it stores, whoever passed it", async () => {
    const recorder = createEventRecorder(site, logger);
    const long = (c: string) => c.repeat(15_000);
    recorder.record({
      at: NOON,
      visitor: "v1",
      name: "form_submitted",
      path: `/${long("p")}`,
      placement: "contact",
      device: "desktop",
      referrer_host: long("r"),
      utm_source: long("s"),
      utm_medium: long("m"),
      utm_campaign: `${long("c")}\u0000`,
      call_id: long("k"),
    });
    await recorder.flush();
    const row = await site.db.selectFrom("insights_events").selectAll().executeTakeFirstOrThrow();
    expect(row.path).toHaveLength(200);
    for (const text of [row.referrer_host, row.utm_source, row.utm_medium, row.utm_campaign]) {
      expect(text).toHaveLength(100);
    }
    expect(row.call_id).toHaveLength(100);
  });

  it(`keeps a day's ${KEYS_PER_DAY} most frequent referrers and campaigns, the rest as one`, async () => {
    const yesterday = NOON - DAY_MS;
    await flood(site, yesterday, 400);
    expect(await foldFinishedDays(site.db, NOON)).toEqual(["2026-11-19"]);
    const kept = await site.db
      .selectFrom("insights_daily")
      .selectAll()
      .where("day", "=", "2026-11-19")
      .execute();
    const referrers = keysOf(kept, "referrer");
    expect(referrers).toHaveLength(KEYS_PER_DAY + 1);
    expect(referrers).toContainEqual(
      expect.objectContaining({ key: "news.example", count: 10, visitors: 10 }),
    );
    expect(referrers.find((row) => row.key === OTHER_KEY)).toMatchObject({
      count: 400 - (KEYS_PER_DAY - 1),
    });
    expect(referrers.reduce((sum, row) => sum + Number(row.count), 0)).toBe(410);
    expect(keysOf(kept, "campaign")).toHaveLength(KEYS_PER_DAY + 1);
  });

  it("makes today's figures by the database, from rows bounded whatever the events", async () => {
    await flood(site, NOON - 60_000, 600);
    const today = await totalsOfDay(site.db, "2026-11-20");
    expect(keysOf(today, "referrer")).toHaveLength(KEYS_PER_DAY + 1);
    expect(keysOf(today, "campaign")).toHaveLength(KEYS_PER_DAY + 1);
    const chosen = periodFromSearch(new URLSearchParams("period=today"), NOON);
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const rows = await createPeriodTotals(site.db).totalsFor(chosen.period, NOON);
    expect(rows.length).toBeLessThan(3 * (KEYS_PER_DAY + 1) + 20);
    const report = buildReport(chosen.period, rows);
    expect(report.headline.pageviews.now).toBe(610);
    expect(report.headline.visitors.now).toBe(610);
    expect(report.referrers.slice(0, 2)).toEqual([
      { host: OTHER_KEY, visitors: 600 - (KEYS_PER_DAY - 1), leads: 0 },
      { host: "news.example", visitors: 10, leads: 0 },
    ]);
  });

  it("sums a period's finished days in the database, capped per name and dimension", async () => {
    for (let day = 1; day <= 3; day++) await flood(site, NOON - day * DAY_MS, 120);
    await foldFinishedDays(site.db, NOON);
    const chosen = periodFromSearch(new URLSearchParams("period=7d"), NOON);
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const report = buildReport(
      chosen.period,
      await createPeriodTotals(site.db).totalsFor(chosen.period, NOON),
    );
    expect(report.headline.pageviews.now).toBe(3 * 130);
    expect(report.referrers[0]).toEqual({ host: OTHER_KEY, visitors: 3 * 71, leads: 0 });
    expect(report.referrers[1]).toEqual({ host: "news.example", visitors: 30, leads: 0 });
    expect(report.daily.map((day) => day.pageviews)).toEqual([0, 0, 0, 130, 130, 130, 0]);
  });

  it("reuses today's totals while nothing new is stored or while fresh, shows them while new ones are made, and finished days' sums until another day is folded", async () => {
    const totals = createPeriodTotals(site.db);
    const chosen = periodFromSearch(new URLSearchParams("period=7d"), NOON);
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const views = async (at: number) =>
      buildReport(chosen.period, await totals.totalsFor(chosen.period, at)).headline.pageviews.now;
    const afterTheAnswer = () => new Promise((resolve) => setTimeout(resolve, 100));
    const later = NOON + TODAY_FRESH_MS;
    await flood(site, NOON - 1000, 5);
    expect(await views(NOON)).toBe(15);
    expect(await views(later + TODAY_STALE_MS)).toBe(15);
    await flood(site, NOON - 500, 5);
    expect(await views(NOON + TODAY_FRESH_MS - 1)).toBe(15);
    expect(await views(later)).toBe(15);
    await afterTheAnswer();
    expect(await views(later + 1)).toBe(30);
    await flood(site, NOON - 400, 5);
    expect(await views(later + TODAY_STALE_MS)).toBe(45);

    await flood(site, NOON - DAY_MS, 5);
    expect(await views(later + TODAY_STALE_MS)).toBe(45);
    await foldFinishedDays(site.db, NOON);
    expect(await views(later + TODAY_STALE_MS)).toBe(60);
  });
});
