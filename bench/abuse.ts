/**
 * The soak of issue 39: ordinary traffic to the public pages beside a mixed flood (bench/
 * abuse-flood.ts: rotated-agent beacons, distinct unknown paths, forged referrers, invalid contact
 * posts, oversized bodies on every POST route, wrong content types), against the production
 * server on 127.0.0.1, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
 * On each, an idle run (the ordinary traffic alone) and then the flood run, of the same length,
 * on the same server. Prints the public pages' p95, the server's largest resident memory, the
 * rows the database gained per minute and the 5xx answers, against the targets: p95 within 2x
 * idle, memory under 300 MB above idle, no 5xx.
 *   npm run bench:abuse -- --minutes 1     (default: 10 minutes per run)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { openDatabase, type DatabaseKind } from "../server/db/database";
import { createPostgresDatabase } from "../server/db/test-databases";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { fork } from "node:child_process";
import type { FloodOrder, FloodReport } from "./abuse-flood";
import { allRows, cpuMs, residentMb } from "./soak-measures";
import { isMain, median, percentile, printTable, round1, writeResult } from "./report";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/products",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
];
/** A visitor's pace: one page every 100 ms, one at a time. */
const ORDINARY_PAUSE_MS = 100;
/** Requests of the flood in flight at once at most. */
const FLOOD_CONCURRENCY = 6;
/** The flood's pace unless --flood-rps says otherwise: a script's, not a botnet's. */
const FLOOD_RPS = 100;
/** A browser's user agent: automated ones are never counted, so they would test nothing. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const REQUEST_TIMEOUT_MS = 10_000;
/** The runs are bounded: at most an hour each. */
const MAX_MINUTES = 60;

export const ABUSE_TARGETS = { p95Ratio: 2, extraRssMb: 300, serverErrors: 0 };

export interface AbuseRun {
  database: DatabaseKind;
  phase: "idle" | "flood";
  minutes: number;
  ordinaryRequests: number;
  p95Ms: number;
  /** The p95 of each minute of the run: the soak's repeated measurement. */
  minuteP95Ms: number[];
  maxRssMb: number;
  rowsPerMinute: number;
  serverErrors: number;
  floodRequests: number;
  /** Flood requests the server answered by closing the connection (a body past the limit). */
  closedConnections: number;
  /** The server's CPU time over the run, as a share of one core. */
  serverCpuPercent: number;
  /** The flood's answers by kind: how many, their p95 and their status codes. */
  floodKinds: Record<string, { n: number; p95Ms: number; statuses: Record<number, number> }>;
}

async function runPhase(
  server: RunningServer,
  db: Kysely<unknown>,
  database: DatabaseKind,
  phase: AbuseRun["phase"],
  { minutes, floodRps }: Pace,
): Promise<AbuseRun> {
  const started = Date.now();
  const until = started + minutes * 60_000;
  const rowsBefore = await allRows(db, database);
  const cpuBefore = cpuMs(server.child.pid!);
  let maxRssMb = residentMb(server.child.pid!);
  const sampler = setInterval(() => {
    maxRssMb = Math.max(maxRssMb, residentMb(server.child.pid!));
  }, 250);
  let serverErrors = 0;

  async function ordinary() {
    const times: { at: number; ms: number }[] = [];
    for (let n = 0; Date.now() < until; n++) {
      const sent = performance.now();
      const response = await fetch(server.origin + PUBLIC_PAGES[n % PUBLIC_PAGES.length], {
        headers: { "user-agent": BROWSER_AGENT },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      times.push({ at: Date.now() - started, ms: performance.now() - sent });
      if (response.status >= 500) serverErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, ORDINARY_PAUSE_MS));
    }
    return times;
  }

  const noFlood: FloodReport = {
    floodRequests: 0,
    closedConnections: 0,
    serverErrors: 0,
    kinds: {},
  };
  const [times, flood] = await Promise.all([
    ordinary(),
    phase === "flood"
      ? floodInItsOwnProcess({
          origin: server.origin,
          started,
          until,
          floodRps,
          concurrency: FLOOD_CONCURRENCY,
          timeoutMs: REQUEST_TIMEOUT_MS,
        })
      : noFlood,
  ]);
  clearInterval(sampler);
  const serverCpuPercent = Math.round(
    ((cpuMs(server.child.pid!) - cpuBefore) / (Date.now() - started)) * 100,
  );
  const rowsAfter = await allRows(db, database);
  return {
    database,
    phase,
    minutes,
    ordinaryRequests: times.length,
    p95Ms: round1(
      percentile(
        times.map((t) => t.ms),
        95,
      ),
    ),
    minuteP95Ms: minuteWindows(times, minutes).map((window) => round1(percentile(window, 95))),
    maxRssMb: Math.round(maxRssMb),
    rowsPerMinute: Math.round((rowsAfter - rowsBefore) / minutes),
    serverErrors: serverErrors + flood.serverErrors,
    floodRequests: flood.floodRequests,
    closedConnections: flood.closedConnections,
    serverCpuPercent,
    floodKinds: Object.fromEntries(
      Object.entries(flood.kinds).map(([kind, { times, statuses }]) => [
        kind,
        { n: times.length, p95Ms: times.length ? round1(percentile(times, 95)) : 0, statuses },
      ]),
    ),
  };
}

/** bench/abuse-flood.ts in a process of its own, as an attacker's script is. */
function floodInItsOwnProcess(order: FloodOrder): Promise<FloodReport> {
  const child = fork(new URL("./abuse-flood.ts", import.meta.url), ["--flood-process"], {
    execArgv: ["--import", "tsx"],
  });
  child.send(order);
  return new Promise((resolve, reject) => {
    child.once("message", (report) => resolve(report as FloodReport));
    child.once(
      "exit",
      (code) => code !== 0 && reject(new Error(`the flood process ended with ${code}`)),
    );
  });
}

/** The answers' times split by the minute of the run they came in. */
function minuteWindows(times: { at: number; ms: number }[], minutes: number): number[][] {
  const windows = Array.from({ length: Math.max(1, Math.round(minutes)) }, () => [] as number[]);
  for (const { at, ms } of times)
    windows[Math.min(windows.length - 1, Math.floor(at / 60_000))]!.push(ms);
  return windows.filter((window) => window.length > 0);
}

interface Pace {
  minutes: number;
  floodRps: number;
}

/** The idle run, then the flood run, on one server over a fresh database of this kind. */
async function soak(database: DatabaseKind, pace: Pace, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-abuse-bench-"));
  const server = await startServer({
    env: {
      LOG_LEVEL: "error",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      VAPI_SERVER_SECRET: "abuse-bench-secret-0123456789",
    },
  });
  const site = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = site.db as Kysely<unknown>;
    const idle = await runPhase(server, db, database, "idle", pace);
    const flood = await runPhase(server, db, database, "flood", pace);
    return [idle, flood];
  } finally {
    await site.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runAbuseBench(pace: Pace): Promise<AbuseRun[]> {
  const runs = await soak("sqlite", pace, "");
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server");
    return runs;
  }
  const postgres = await createPostgresDatabase(serverUrl, "voicefront_abuse_bench");
  try {
    runs.push(...(await soak("postgres", pace, postgres.url)));
  } finally {
    await postgres.drop();
  }
  return runs;
}

function verdicts(runs: AbuseRun[]) {
  return (["sqlite", "postgres"] as const).flatMap((database) => {
    const idle = runs.find((run) => run.database === database && run.phase === "idle");
    const flood = runs.find((run) => run.database === database && run.phase === "flood");
    if (!idle || !flood) return [];
    const p95Ratio = round1(flood.p95Ms / idle.p95Ms);
    const extraRssMb = flood.maxRssMb - idle.maxRssMb;
    const met =
      p95Ratio <= ABUSE_TARGETS.p95Ratio &&
      extraRssMb < ABUSE_TARGETS.extraRssMb &&
      idle.serverErrors + flood.serverErrors === ABUSE_TARGETS.serverErrors;
    return [
      { database, p95Ratio, extraRssMb, serverErrors: idle.serverErrors + flood.serverErrors, met },
    ];
  });
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      "flood-rps": { type: "string", default: String(FLOOD_RPS) },
    },
  });
  const minutes = Number(values.minutes);
  const floodRps = Number(values["flood-rps"]);
  if (!(minutes > 0 && minutes <= MAX_MINUTES) || !(floodRps > 0 && floodRps <= 1000)) {
    console.error(
      `--minutes takes minutes above 0 and at most ${MAX_MINUTES}, --flood-rps requests per second up to 1000`,
    );
    process.exit(2);
  }
  const runs = await runAbuseBench({ minutes, floodRps });
  printTable(
    `Abuse soak: ${minutes} min per run, public pages one at a time every ${ORDINARY_PAUSE_MS} ms, flood ${floodRps}/s (${FLOOD_CONCURRENCY} at once at most)`,
    [
      "database",
      "run",
      "pages",
      "p95 ms",
      "minute p95 median",
      "minute p95 worst",
      "max RSS MB",
      "rows/min",
      "5xx",
      "flood reqs",
      "closed",
      "server CPU %",
    ],
    runs.map((r) => [
      r.database,
      r.phase,
      r.ordinaryRequests,
      r.p95Ms,
      round1(median(r.minuteP95Ms)),
      Math.max(...r.minuteP95Ms),
      r.maxRssMb,
      r.rowsPerMinute,
      r.serverErrors,
      r.floodRequests,
      r.closedConnections,
      r.serverCpuPercent,
    ]),
  );
  printTable(
    "The flood's answers by kind",
    ["database", "kind", "n", "p95 ms", "statuses"],
    runs.flatMap((r) =>
      Object.entries(r.floodKinds).map(([kind, k]) => [
        r.database,
        kind,
        k.n,
        k.p95Ms,
        Object.entries(k.statuses)
          .map(([status, count]) => `${status}x${count}`)
          .join(" "),
      ]),
    ),
  );
  const results = verdicts(runs);
  printTable(
    `Targets: p95 within ${ABUSE_TARGETS.p95Ratio}x idle, under ${ABUSE_TARGETS.extraRssMb} MB more memory, no 5xx`,
    ["database", "p95 / idle", "extra RSS MB", "5xx", "targets"],
    results.map((r) => [
      r.database,
      r.p95Ratio,
      r.extraRssMb,
      r.serverErrors,
      r.met ? "met" : "MISSED",
    ]),
  );
  writeResult("abuse", { minutes, floodRps, runs, results });
  process.exitCode = results.every((r) => r.met) ? 0 : 1;
}
