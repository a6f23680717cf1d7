import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase, useTwoConnections } from "../db/test-databases";
import { createLogger } from "../logger";
import { foldFinishedDays, purgeOldEvents } from "./daily-folding";
import { totalsOfDay } from "./day-totals";
import { createEventRecorder, type NewEvent } from "./event-recorder";
import { buildReport } from "./insights-figures";
import { createPeriodTotals } from "./period-totals";
import { createLeadInsights } from "./lead-attribution";
import { campaignTags } from "./visit-traits";
import { createVisitorHasher } from "./visitor-salts";
import { periodFromSearch } from "../../core/insights/insights-period";
import { NOT_FOUND_KEY } from "../../core/insights/insight-events";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON = Date.parse("2026-11-20T12:00:00Z");
const MARKER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 MarkerBrowser";
const MARKER_IP = "203.0.113.77";
const logger = createLogger("silent");

function view(visitor: string, at: number, path = "/", extra: Partial<NewEvent> = {}): NewEvent {
  return { at, visitor, name: "pageview", path, device: "desktop", ...extra };
}

describe.each(testDatabaseKinds())("insights store on %s", (kind) => {
  let site: SiteDatabase;
  let other: SiteDatabase;
  useTwoConnections(kind, (first, second) => {
    site = first;
    other = second;
  });

  it("makes one salt a day for every instance and deletes those older than yesterday", async () => {
    const a = createVisitorHasher(site.db, "example.com");
    const b = createVisitorHasher(other.db, "example.com");
    const [first, second] = await Promise.all([
      a.hash(MARKER_IP, MARKER_UA, NOON),
      b.hash(MARKER_IP, MARKER_UA, NOON),
    ]);
    expect(first).toBe(second);
    // At once, without the database, only within the salt's own UTC day.
    const midnight = Date.parse("2026-11-20T00:00:00Z");
    expect(a.hashNow(MARKER_IP, MARKER_UA, midnight)).toBe(first);
    expect(a.hashNow(MARKER_IP, MARKER_UA, midnight - 1)).toBeNull();
    expect(a.hashNow(MARKER_IP, MARKER_UA, midnight + DAY_MS)).toBeNull();
    expect(await a.hash("198.51.100.1", MARKER_UA, NOON)).not.toBe(first);
    await a.hash(MARKER_IP, MARKER_UA, NOON + DAY_MS);
    const nextDay = await a.hash(MARKER_IP, MARKER_UA, NOON + DAY_MS);
    expect(nextDay).not.toBe(first);
    await a.hash(MARKER_IP, MARKER_UA, NOON + 2 * DAY_MS);
    const days = await site.db.selectFrom("insights_salts").select("day").orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2026-11-21", "2026-11-22"]);
  });

  it("stores neither the address nor the user agent anywhere", async () => {
    const hasher = createVisitorHasher(site.db, "example.com");
    const recorder = createEventRecorder(site, logger);
    const leads = createLeadInsights({ db: site.db, hasher, recorder, now: () => NOON });
    const visitor = await hasher.hash(MARKER_IP, MARKER_UA, NOON);
    recorder.record(view(visitor, NOON, "/about"));
    const visit = await leads.visitByAddress(MARKER_IP, MARKER_UA);
    leads.formSubmitted(visit!, "/contact");
    leads.leadCreated(visit, {
      id: "inq_x",
      source: "form",
      placement: "contact",
      page: "/contact",
    });
    await recorder.flush();
    for (const table of ["insights_events", "insights_salts", "insights_daily"] as const) {
      const rows = JSON.stringify(await site.db.selectFrom(table).selectAll().execute());
      expect(rows).not.toContain(MARKER_IP);
      expect(rows).not.toContain("MarkerBrowser");
    }
    expect(visit?.landing?.path).toBe("/about");
  });

  it("writes a batch of events with every column as it was recorded", async () => {
    const recorder = createEventRecorder(site, logger);
    // A campaign tag cut at its cap in the middle of an emoji keeps whole characters only.
    const { utm_campaign } = campaignTags(
      new URLSearchParams({ utm_campaign: `${"x".repeat(99)}😀` }),
    );
    expect(utm_campaign).toBe("x".repeat(99));
    const pressed = {
      visitor: "v1",
      name: "call_pressed",
      path: "/contact",
      status: 404,
      placement: "hero",
      channel: "voice",
      referrer_host: "news.example",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign,
      device: "phone",
      call_id: "call_1",
    } as const;
    recorder.record({ ...pressed, at: NOON });
    for (let n = 0; n < 2500; n++) recorder.record(view(`v${n % 7}`, NOON + n, `/page-${n}`));
    await recorder.flush();

    const first = await site.db
      .selectFrom("insights_events")
      .selectAll()
      .where("name", "=", "call_pressed")
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      ...pressed,
      at: new Date(NOON).toISOString(),
      day: "2026-11-20",
    });
    const views = await site.db
      .selectFrom("insights_events")
      .select(["id", "status", "placement", "call_id"])
      .where("path", "like", "/page-%")
      .execute();
    expect(views).toHaveLength(2500);
    expect(new Set(views.map((row) => row.id)).size).toBe(2500);
    expect(views[0]).toMatchObject({ status: 200, placement: null, call_id: null });
  });

  it("writes at a flush the events still on their way, as at shutdown", async () => {
    const recorder = createEventRecorder(site, logger);
    // A page view's budget and hash are taken after its answer: it is recorded a moment later.
    recorder.recordsSoon(
      new Promise<void>((recorded) =>
        setTimeout(() => recorded(recorder.record(view("late", NOON, "/late"))), 50),
      ),
    );
    await recorder.flush();
    const stored = await site.db
      .selectFrom("insights_events")
      .select("visitor")
      .where("path", "=", "/late")
      .execute();
    expect(stored).toEqual([{ visitor: "late" }]);
  });

  it("keeps a booking's manage token out of the paths it stores", async () => {
    const recorder = createEventRecorder(site, logger);
    recorder.record(view("v1", NOON, `/book/manage/${"t".repeat(43)}`));
    await recorder.flush();
    const stored = await site.db
      .selectFrom("insights_events")
      .select("path")
      .where("path", "like", "/book/manage/%")
      .execute();
    expect(stored).toEqual([{ path: "/book/manage/[redacted]" }]);
  });
});

describe.each(testDatabaseKinds())("insights totals on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  /** The report of the day `today` is in, as the dashboard's "Today" shows it. */
  const todaysReport = async (today: number) => {
    const chosen = periodFromSearch(new URLSearchParams("period=today"), today);
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const totals = await createPeriodTotals(site.db).totalsFor(chosen.period, today);
    return buildReport(chosen.period, totals);
  };

  it("folds finished days once, keeps their totals after the raw events' retention", async () => {
    const recorder = createEventRecorder(site, logger);
    const start = NOON - 10 * DAY_MS;
    for (let day = 0; day < 10; day++) {
      const at = start + day * DAY_MS;
      recorder.record(view(`v${day}`, at, "/", { referrer_host: "news.example" }));
      recorder.record(view(`v${day}`, at + 1000, "/about"));
      recorder.record(view(`w${day}`, at + 2000, NOT_FOUND_KEY, { status: 404 }));
      recorder.record({
        at: at + 3000,
        visitor: `v${day}`,
        name: "lead_created",
        path: "/",
        placement: "contact",
        channel: "form",
        device: "desktop",
        referrer_host: "news.example",
      });
    }
    await recorder.flush();
    const period = periodFromSearch(new URLSearchParams("period=30d"), NOON);
    if (!("period" in period)) throw new Error(period.problem);
    const folded = await foldFinishedDays(site.db, NOON);
    expect(folded).toHaveLength(10);
    expect(await foldFinishedDays(site.db, NOON)).toEqual([]);
    const live = buildReport(
      period.period,
      await createPeriodTotals(site.db).totalsFor(period.period, NOON),
    );
    expect(await purgeOldEvents(site.db, 3, NOON)).toBe(4 * 8);
    const left = await site.db.selectFrom("insights_events").select("day").distinct().execute();
    expect(left.map((row) => row.day).sort()).toEqual(["2026-11-18", "2026-11-19"]);

    const after = buildReport(
      period.period,
      await createPeriodTotals(site.db).totalsFor(period.period, NOON),
    );
    expect(after.headline).toEqual(live.headline);
    expect(after.headline.visitors.now).toBe(20);
    expect(after.headline.pageviews.now).toBe(30);
    expect(after.headline.leads.now).toBe(10);
    expect(after.pages).toContainEqual({ path: "/", views: 10, visitors: 10, leads: 10 });
    expect(after.notFound).toBe(10);
    expect(after.referrers).toContainEqual({ host: "news.example", visitors: 10, leads: 10 });
    const form = after.funnels.find((f) => f.channel === "form" && f.placement === "contact");
    expect(form?.steps.at(-1)).toEqual({ step: "lead_created", count: 10, witness: "server" });
  });

  it("makes today's totals from the events stored so far, each event once", async () => {
    const recorder = createEventRecorder(site, logger);
    const today = "2026-11-20";
    const views = (rows: Awaited<ReturnType<typeof totalsOfDay>>) =>
      rows.find((r) => r.name === "pageview" && r.dimension === "page" && r.key === "/products");
    recorder.record(view("t1", NOON, "/products"));
    await recorder.flush();
    expect(views(await totalsOfDay(site.db, today))).toMatchObject({ count: 1, visitors: 1 });
    recorder.record(view("t1", NOON + 1000, "/products"));
    recorder.record(view("t2", NOON - 5000, "/products"));
    await recorder.flush();
    expect(views(await totalsOfDay(site.db, today))).toMatchObject({ count: 3, visitors: 2 });
  });

  it("converts only the leads that came from a counted visit: 7 leads from 3 visitors is not 233%", async () => {
    const recorder = createEventRecorder(site, logger);
    // Days of their own, apart from the other tests' events in this database.
    const today = NOON + 40 * DAY_MS;
    const yesterday = today - DAY_MS;
    const lead = (visitor: string, at: number, channel = "form"): NewEvent => ({
      at,
      visitor,
      name: "lead_created",
      path: "/",
      placement: null,
      channel,
      device: "desktop",
    });
    for (const at of [yesterday, today]) {
      for (const visitor of ["c1", "c2", "c3"]) recorder.record(view(`${visitor}-${at}`, at));
      recorder.record(lead(`c1-${at}`, at + 1000));
      // By tool call and the CLI: no visit of theirs was counted.
      for (const n of [1, 2, 3]) recorder.record(lead(`lead:${at}-${n}`, at + 2000, "voice"));
      recorder.record(lead(`call:${at}`, at + 3000, "voice"));
      recorder.record(lead(`booking:${at}`, at + 4000, "booking"));
      // A visitor of another day: not one of today's.
      recorder.record(lead(`c2-${at - DAY_MS}`, at + 5000));
    }
    await recorder.flush();
    const headline = async () => (await todaysReport(today)).headline;
    const live = await headline();
    expect(live.visitors.now).toBe(3);
    expect(live.leads.now).toBe(7);
    expect(live.conversion.now).toBe(1 / 3);
    await foldFinishedDays(site.db, today);
    expect((await headline()).conversion).toEqual({ now: 1 / 3, before: 1 / 3 });
  });

  it("counts the pages of each language apart, today's and folded days' alike", async () => {
    const recorder = createEventRecorder(site, logger);
    // Days of their own, after the other tests' (folding reaches every day before its own).
    const today = NOON + 60 * DAY_MS;
    const yesterday = today - DAY_MS;
    for (const at of [yesterday, today]) {
      recorder.record(view(`en-${at}`, at, "/about"));
      recorder.record(view(`en-${at}`, at + 1, "/"));
      recorder.record(view(`es-${at}`, at + 2, "/es"));
      recorder.record(view(`es-${at}`, at + 3, "/es/nosotros"));
      recorder.record(view(`es-${at}`, at + 4, "/es/contacto"));
      // Not Spanish, though it starts with "es"; and a page not found keeps no language.
      recorder.record(view(`en-${at}`, at + 5, "/espanol"));
      recorder.record(view(`x-${at}`, at + 6, NOT_FOUND_KEY, { status: 404 }));
      recorder.record({
        at: at + 7,
        visitor: `es-${at}`,
        name: "lead_created",
        path: "/es/contacto",
        placement: "contact",
        channel: "form",
        device: "desktop",
      });
    }
    await recorder.flush();
    const languages = async () => (await todaysReport(today)).languages;
    // The most read first; of two read alike, the one with more leads.
    const expected = [
      { language: "es", visitors: 1, views: 3, leads: 1 },
      { language: "en", visitors: 1, views: 3, leads: 0 },
    ];
    expect(await languages()).toEqual(expected);
    await foldFinishedDays(site.db, today + DAY_MS);
    expect(await languages()).toEqual(expected);
  });
});
