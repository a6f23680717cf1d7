/**
 * Insights' costs (README "Insights"), each beside a baseline measured in the same run:
 * - the prerendered /about under load (autocannon, as bench/load.ts, from one thread, each request
 *   from one of 1,000 browsers) with INSIGHTS on and off,
 *   two servers measured in turn, eight rounds each, interleaved: the counting's cost is the
 *   median over rounds of on against off in the same round, which a machine shared with other
 *   work changes less than it changes either figure (target: within 10%);
 * - the dashboard at 1,000,000 stored events (90 days of raw events, the finished days folded)
 *   on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL: server time per
 *   request, one at a time, interleaved with the public /contact page (target: p95 < 200 ms);
 *   and, on the same events, a new lead's attribution (the lookup of its visitor's first page
 *   view today), for a visitor with none: the whole of today's events read, the worst case.
 *   npm run bench:insights
 */
import type autocannon from "autocannon";
import type { Insertable, Kysely } from "kysely";
import { NOT_FOUND_KEY } from "../core/insights/insight-events";
import type { DatabaseKind } from "../server/db/database";
import { newId } from "../server/db/ids";
import type { Database, InsightsEventTable } from "../server/db/schema";
import { foldFinishedDays } from "../server/insights/daily-folding";
import { createLeadInsights } from "../server/insights/lead-attribution";
import { createVisitorHasher } from "../server/insights/visitor-salts";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { seedStaffSession } from "./inbox";
import { hammer } from "./load";
import { isMain, median, percentile, printTable, round1, writeResult } from "./report";
import {
  printWorkloads,
  timeOnEachDatabase,
  type Workload,
  type WorkloadResult,
} from "./timed-requests";

const EVENTS = 1_000_000;
const DAYS = 90;
const ROUNDS = 5;
const LOAD_ROUNDS = 8;
const LOAD_SECONDS = 4;
const REQUESTS_PER_ROUND = 20;
const WARM_UP = 5;
const ATTRIBUTIONS = 100;
const TARGET_COST = 0.1;
const TARGET_P95_MS = 200;
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * Every request from one of 1,000 browsers (all from 127.0.0.1: the user agent tells them apart),
 * so each page view is a visitor's row to write, as on a real site, not one visitor's repeats.
 */
let visitors = 0;
const asAnotherVisitor = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, "user-agent": `${CHROME} Visitor/${visitors++ % 1000}` },
});

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const PAGES = ["/", "/", "/", "/products", "/about", "/contact", "/privacy-policy"];
const REFERRERS = [null, null, null, "google.com", "bing.com", "linkedin.com", "news.example"];
const CAMPAIGNS = [null, null, null, null, ["newsletter", "email", "autumn"], ["ads", "cpc", "x"]];
const DEVICES = ["desktop", "phone", "phone", "tablet"];
const STEPS = [
  ["call_pressed", "hero"],
  ["consent_given", "hero"],
  ["call_connected", "hero"],
  ["chat_started", "widget"],
  ["form_submitted", "contact"],
] as const;

type Shape = "realistic" | "flood";
type SeededEvent = Omit<Insertable<InsightsEventTable>, "id" | "at" | "day" | "call_id">;

/** A realistic event: page views mostly, steps to a lead and leads among them. */
function realisticEvent(n: number, perDay: number, day: number): SeededEvent {
  const campaign = pick(CAMPAIGNS, n >> 3);
  const step = n % 20 === 0 ? pick(STEPS, n >> 5) : null;
  const lead = n % 97 === 0;
  return {
    visitor: `v${day}-${Math.floor((n % perDay) / 3)}`,
    name: lead ? "lead_created" : step ? step[0] : "pageview",
    path: n % 211 === 0 ? NOT_FOUND_KEY : pick(PAGES, n >> 2),
    status: n % 211 === 0 ? 404 : 200,
    placement: lead ? "contact" : step ? step[1] : null,
    channel: lead ? "form" : null,
    referrer_host: pick(REFERRERS, n >> 3),
    utm_source: campaign?.[0] ?? null,
    utm_medium: campaign?.[1] ?? null,
    utm_campaign: campaign?.[2] ?? null,
    device: pick(DEVICES, n >> 3),
  };
}

/**
 * A flood's event (issue 39): a script from a few addresses, a new user agent each time (so a new
 * visitor), an invented path, referrer and campaign each time, every fifth a forged call step.
 * Worse than the budget lets through; stored raw, as if the budget were off.
 */
function floodEvent(n: number): SeededEvent {
  const step = n % 5 === 0 ? pick(STEPS, n) : null;
  return {
    visitor: `flood-${n}`,
    name: step ? step[0] : "pageview",
    path: `/flood/${n.toString(36)}`,
    status: n % 2 ? 404 : 200,
    placement: step ? step[1] : null,
    channel: null,
    referrer_host: `r${n}.flood.example`,
    utm_source: `source-${n}`,
    utm_medium: "cpc",
    utm_campaign: `campaign-${n}`,
    device: pick(DEVICES, n),
  };
}

/** 1,000,000 events over 90 days, of the shape given; finished days folded. */
async function seed(db: Kysely<Database>, shape: Shape) {
  const now = Date.now();
  const perDay = Math.ceil(EVENTS / DAYS);
  for (let start = 0; start < EVENTS; start += BATCH) {
    const rows: Insertable<InsightsEventTable>[] = [];
    for (let n = start; n < Math.min(start + BATCH, EVENTS); n++) {
      const day = Math.floor(n / perDay);
      const at = now - (DAYS - 1 - day) * DAY_MS - (n % perDay) * 1000;
      const event = shape === "flood" ? floodEvent(n) : realisticEvent(n, perDay, day);
      rows.push({
        id: newId("evt", at),
        at: new Date(at).toISOString(),
        day: new Date(at).toISOString().slice(0, 10),
        call_id: null,
        ...event,
      });
    }
    await db.insertInto("insights_events").values(rows).execute();
  }
  const folding = performance.now();
  await foldFinishedDays(db, now);
  console.log(`${shape}: ${DAYS - 1} days folded in ${Math.round(performance.now() - folding)} ms`);
  return seedStaffSession(db);
}

interface AttributionResult {
  database: DatabaseKind;
  lookups: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** A new lead's attribution, by addresses that made no visit: each reads the whole of today. */
async function timeAttribution(db: Kysely<Database>, database: DatabaseKind) {
  const leads = createLeadInsights({
    db,
    hasher: createVisitorHasher(db, "bench.example"),
    recorder: {
      record: () => undefined,
      recordsSoon: () => undefined,
      flush: async () => undefined,
    },
  });
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + ATTRIBUTIONS; n++) {
    const started = performance.now();
    const visit = await leads.visitByAddress(`198.51.100.${n % 250}`, `${CHROME} Lead/${n}`);
    if (visit?.landing) throw new Error("a seeded visitor was found: the lookup read less");
    if (n >= WARM_UP) times.push(performance.now() - started);
  }
  return {
    database,
    lookups: times.length,
    p50Ms: round1(median(times)),
    p95Ms: round1(percentile(times, 95)),
    maxMs: round1(Math.max(...times)),
  };
}

const workloads = (): Workload[] => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return [
    { name: "baseline: /contact (public, rendered per request)", path: () => "/contact" },
    { name: "dashboard: today", path: () => "/inbox/insights?period=today" },
    { name: "dashboard: 7 days", path: () => "/inbox/insights?period=7d" },
    { name: "dashboard: 30 days", path: () => "/inbox/insights?period=30d" },
    {
      name: "dashboard: 90-day range",
      path: () => `/inbox/insights?period=range&from=${from}&to=${to}`,
    },
    { name: "CSV: 30 days", path: () => "/inbox/insights/export.csv?period=30d" },
  ];
};

interface ThroughputResult {
  insights: "on" | "off";
  rounds: number[];
  medianRps: number;
  worstRps: number;
}

/** /about under load on two servers, INSIGHTS on and off, measured in turn, round by round. */
async function measureThroughput(): Promise<ThroughputResult[]> {
  const servers: [ThroughputResult["insights"], RunningServer][] = [];
  try {
    for (const insights of ["off", "on"] as const) {
      servers.push([
        insights,
        await startServer({ env: { LOG_LEVEL: "error", INSIGHTS: insights } }),
      ]);
    }
    const rounds = new Map(servers.map(([insights]) => [insights, [] as number[]]));
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      for (const [insights, server] of round % 2 ? [...servers].reverse() : servers) {
        const result = await hammer({
          url: `${server.origin}/about`,
          duration: LOAD_SECONDS,
          headers: { "accept-encoding": "br, gzip", "sec-fetch-dest": "document" },
          requests: [{ setupRequest: asAnotherVisitor }],
        });
        if (result.failed > 0) throw new Error(`/about failed ${result.failed} times`);
        rounds.get(insights)!.push(result.requestsPerSecond);
      }
    }
    return [...rounds].map(([insights, rps]) => ({
      insights,
      rounds: rps,
      medianRps: median(rps),
      worstRps: Math.min(...rps),
    }));
  } finally {
    for (const [, server] of servers) await server.stop();
  }
}

export async function measureInsights({
  throughput: withThroughput = true,
  dashboard: withDashboard = true,
  shapes = ["realistic", "flood"] as Shape[],
} = {}) {
  const throughput = withThroughput ? await measureThroughput() : [];
  const dashboard: (WorkloadResult & { shape: Shape })[] = [];
  const attribution: (AttributionResult & { shape: Shape })[] = [];
  if (!withDashboard) return { throughput, dashboard, attribution };
  for (const shape of shapes) {
    const results = await timeOnEachDatabase(
      `insights_${shape}`,
      async (db) => ({ cookie: await seed(db, shape), state: null }),
      workloads,
      {
        rounds: ROUNDS,
        requestsPerRound: REQUESTS_PER_ROUND,
        warmUp: WARM_UP,
        targetP95Ms: TARGET_P95_MS,
      },
      async (db, database) =>
        void attribution.push({ shape, ...(await timeAttribution(db, database)) }),
    );
    dashboard.push(...results.map((result) => ({ shape, ...result })));
  }
  return { throughput, dashboard, attribution };
}

function printThroughput(off: ThroughputResult, on: ThroughputResult) {
  const cost = 1 - median(on.rounds.map((rps, round) => rps / off.rounds[round]!));
  printTable(
    `/about under load, ${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s each, INSIGHTS off and on in turn ` +
      `(target: the counting costs under ${TARGET_COST * 100}%); median cost per round: ` +
      `${Math.round(cost * 1000) / 10}% (${cost < TARGET_COST ? "met" : "MISSED"})`,
    ["INSIGHTS", "median req/s", "worst req/s", "rounds"],
    [off, on].map((r) => [r.insights, r.medianRps, r.worstRps, r.rounds.join(" ")]),
  );
}

export function printInsights({
  throughput,
  dashboard,
  attribution,
}: Awaited<ReturnType<typeof measureInsights>>) {
  const off = throughput.find((r) => r.insights === "off");
  const on = throughput.find((r) => r.insights === "on");
  if (off && on) printThroughput(off, on);
  for (const shape of new Set(dashboard.map((r) => r.shape))) {
    printWorkloads(
      `Dashboard at ${EVENTS.toLocaleString("en-US")} events over ${DAYS} days, ${shape} data: ms per ` +
        `request, one at a time, ${ROUNDS} rounds x ${REQUESTS_PER_ROUND} (target p95 < ${TARGET_P95_MS} ms)`,
      dashboard.filter((r) => r.shape === shape),
    );
  }
  if (attribution.length === 0) return;
  printTable(
    `A new lead's attribution at the same events, for a visitor with no visit: ms per lookup, ` +
      `${ATTRIBUTIONS} in turn`,
    ["shape", "database", "n", "p50", "p95", "max"],
    attribution.map((r) => [r.shape, r.database, r.lookups, r.p50Ms, r.p95Ms, r.maxMs]),
  );
}

if (isMain(import.meta.url)) {
  // --dashboard-only: the dashboard's figures without the minute of load before them;
  // --throughput-only: the load without the dashboard's minutes of seeding after it.
  // --shape=flood or --shape=realistic: one shape of data only.
  const shape = process.argv.find((arg) => arg.startsWith("--shape="))?.slice("--shape=".length);
  const results = await measureInsights({
    throughput: !process.argv.includes("--dashboard-only"),
    dashboard: !process.argv.includes("--throughput-only"),
    ...(shape === "flood" || shape === "realistic" ? { shapes: [shape] } : {}),
  });
  printInsights(results);
  writeResult("insights", results);
}
