/**
 * Server time per request, one request at a time, for pages behind the inbox's sign-in, each
 * workload interleaved with a baseline page of the same server, on each database in turn:
 * shared by bench/inbox.ts and bench/insights.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { openDatabase, type DatabaseKind } from "../server/db/database";
import type { Database } from "../server/db/schema";
import { createPostgresDatabase } from "../server/db/test-databases";
import { startServer } from "../tests/support/production-server";
import { median, percentile, printTable, round1 } from "./report";

export interface Workload {
  name: string;
  path: (n: number) => string;
}

export interface WorkloadResult {
  database: DatabaseKind;
  name: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  worstRoundP95Ms: number;
  maxMs: number;
  meetsTarget: boolean | null;
}

export interface Timing {
  rounds: number;
  requestsPerRound: number;
  warmUp: number;
  targetP95Ms: number;
}

async function timeRequest(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

/** Starts the production server on the database and times the workloads (the first: the baseline). */
async function timeWorkloads(
  database: DatabaseKind,
  env: Record<string, string>,
  cookie: string,
  workloads: Workload[],
  { rounds, requestsPerRound, warmUp, targetP95Ms }: Timing,
): Promise<WorkloadResult[]> {
  const server = await startServer({ env: { LOG_LEVEL: "error", ...env } });
  try {
    for (const workload of workloads) {
      for (let n = 0; n < warmUp; n++) await timeRequest(server.origin + workload.path(n), cookie);
    }
    const samples = workloads.map(() => [] as number[][]);
    for (let round = 0; round < rounds; round++) {
      const ofRound = workloads.map(() => [] as number[]);
      for (let n = 0; n < requestsPerRound; n++) {
        for (const [w, workload] of workloads.entries()) {
          const i = round * requestsPerRound + n;
          ofRound[w]!.push(await timeRequest(server.origin + workload.path(i), cookie));
        }
      }
      ofRound.forEach((times, w) => samples[w]!.push(times));
    }
    return workloads.map((workload, w) => {
      const all = samples[w]!.flat();
      const p95Ms = round1(percentile(all, 95));
      return {
        database,
        name: workload.name,
        requests: all.length,
        p50Ms: round1(median(all)),
        p95Ms,
        worstRoundP95Ms: round1(Math.max(...samples[w]!.map((times) => percentile(times, 95)))),
        maxMs: round1(Math.max(...all)),
        meetsTarget: w === 0 ? null : p95Ms < targetP95Ms,
      };
    });
  } finally {
    await server.stop();
  }
}

/**
 * Seeds a fresh database of each kind (SQLite; PostgreSQL with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL set), then times the workloads the seed gives on it; dropped afterwards.
 */
export async function timeOnEachDatabase<T>(
  name: string,
  seed: (db: Kysely<Database>) => Promise<{ cookie: string; state: T }>,
  workloads: (state: T) => Workload[],
  timing: Timing,
  /** Measures the seeded database directly, before its server starts. */
  seeded: (db: Kysely<Database>, database: DatabaseKind) => Promise<void> = async () => {},
): Promise<WorkloadResult[]> {
  const results: WorkloadResult[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), `voicefront-${name}-bench-`));
  try {
    const site = await openDatabase({ databaseUrl: "", dataDir });
    const { cookie, state } = await seed(site.db);
    await seeded(site.db, "sqlite");
    await site.close();
    results.push(
      ...(await timeWorkloads("sqlite", { DATA_DIR: dataDir }, cookie, workloads(state), timing)),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server");
    return results;
  }
  const database = await createPostgresDatabase(serverUrl, `voicefront_${name}_bench`);
  try {
    const site = await openDatabase({ databaseUrl: database.url, dataDir: "" });
    const { cookie, state } = await seed(site.db);
    // What autovacuum does after a bulk load in a running database: the planner's statistics.
    await sql`ANALYZE`.execute(site.db);
    await seeded(site.db, "postgres");
    await site.close();
    const env = { DATABASE_URL: database.url };
    results.push(...(await timeWorkloads("postgres", env, cookie, workloads(state), timing)));
  } finally {
    await database.drop();
  }
  return results;
}

export function printWorkloads(title: string, results: WorkloadResult[]) {
  printTable(
    title,
    ["database", "workload", "n", "p50", "p95", "worst round p95", "max", "target"],
    results.map((r) => [
      r.database,
      r.name,
      r.requests,
      r.p50Ms,
      r.p95Ms,
      r.worstRoundP95Ms,
      r.maxMs,
      r.meetsTarget === null ? "baseline" : r.meetsTarget ? "met" : "MISSED",
    ]),
  );
}
