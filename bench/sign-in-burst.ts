/**
 * Sign-in under a burst: the production server (127.0.0.1, SQLite) with one staff account per
 * round. Each round times GET /contact one request at a time, first idle, then while one client
 * (one address, given by X-Forwarded-For) sends BURST wrong passwords for that account at once;
 * the probes run until every one of the burst is answered. Prints the p95 of /contact idle and
 * under the burst side by side, the median and the worst over the rounds, and what the burst was
 * answered (401: the password was checked; 429: refused by the throttle, or as one too many in
 * flight from that address; 503: too many checks waiting already).
 *   npm run bench:sign-in
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/database";
import { newId } from "../server/db/ids";
import { hashPassword } from "../server/staff/passwords";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { isMain, median, percentile, printTable, round1, writeResult } from "./report";

const ROUNDS = 5;
const BURST = 250;
const IDLE_PROBES = 40;
/** A burst still unanswered by then fails the bench rather than running on. */
const BURST_LIMIT_MS = 120_000;
const PASSWORD = "the staff member's own long password";

const account = (round: number) => `burst-${round}@example.com`;
/** Each round's client: an address of its own, so no round starts out throttled. */
const clientAddress = (round: number) => `198.51.100.${round + 1}`;

export interface SignInBurstRound {
  round: number;
  idleP95Ms: number;
  burstP95Ms: number;
  /** Probes of /contact answered while the burst was in flight. */
  burstProbes: number;
  burstMs: number;
  /** The burst's answers by status code. */
  answers: Record<number, number>;
}

async function seedAccounts(dataDir: string) {
  const site = await openDatabase({ databaseUrl: "", dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  const at = new Date().toISOString();
  await site.db
    .insertInto("staff")
    .values(
      Array.from({ length: ROUNDS }, (_, round) => ({
        id: newId("stf"),
        email: account(round),
        password_hash: passwordHash,
        created_at: at,
        password_changed_at: at,
      })),
    )
    .execute();
  await site.close();
}

async function timeContactPage(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/contact`, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/contact answered ${response.status}`);
  return performance.now() - started;
}

async function burst(server: RunningServer, round: number) {
  const body = new URLSearchParams({ email: account(round), password: "not the password" });
  const deadline = AbortSignal.timeout(BURST_LIMIT_MS);
  const statuses = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const response = await fetch(`${server.origin}/inbox/sign-in`, {
        method: "POST",
        headers: {
          origin: server.origin,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": clientAddress(round),
        },
        body,
        redirect: "manual",
        signal: deadline,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const answers: Record<number, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return answers;
}

async function measureRound(server: RunningServer, round: number): Promise<SignInBurstRound> {
  const idle: number[] = [];
  for (let n = 0; n < IDLE_PROBES; n++) idle.push(await timeContactPage(server.origin));

  const started = performance.now();
  let done = false;
  const answered = burst(server, round).finally(() => (done = true));
  const during: number[] = [];
  // A visitor's page loads, one after the other, for as long as the burst lasts (at least one).
  do during.push(await timeContactPage(server.origin));
  while (!done);
  const answers = await answered;
  return {
    round: round + 1,
    idleP95Ms: round1(percentile(idle, 95)),
    burstP95Ms: round1(percentile(during, 95)),
    burstProbes: during.length,
    burstMs: Math.round(performance.now() - started),
    answers,
  };
}

export async function measureSignInBurst(): Promise<SignInBurstRound[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-sign-in-bench-"));
  try {
    await seedAccounts(dataDir);
    const server = await startServer({
      env: { DATA_DIR: dataDir, TRUST_PROXY: "1", LOG_LEVEL: "error" },
    });
    try {
      for (let n = 0; n < 10; n++) await timeContactPage(server.origin);
      const rounds: SignInBurstRound[] = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound(server, round));
      return rounds;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSignInBurst(rounds: SignInBurstRound[]) {
  const statuses = [...new Set(rounds.flatMap((r) => Object.keys(r.answers)))].sort();
  const idle = rounds.map((r) => r.idleP95Ms);
  const during = rounds.map((r) => r.burstP95Ms);
  printTable(
    `Sign-in burst: GET /contact p95 in ms, idle (${IDLE_PROBES} probes) and while one client ` +
      `sends ${BURST} wrong passwords for one account at once; ${ROUNDS} rounds`,
    ["round", "idle p95", "burst p95", "probes", "burst ms", ...statuses.map((s) => `${s}s`)],
    [
      ...rounds.map((r) => [
        r.round,
        r.idleP95Ms,
        r.burstP95Ms,
        r.burstProbes,
        r.burstMs,
        ...statuses.map((s) => r.answers[Number(s)] ?? 0),
      ]),
      ["median", round1(median(idle)), round1(median(during)), "", "", ...statuses.map(() => "")],
      ["worst", Math.max(...idle), Math.max(...during), "", "", ...statuses.map(() => "")],
    ],
  );
}

if (isMain(import.meta.url)) {
  const rounds = await measureSignInBurst();
  printSignInBurst(rounds);
  writeResult("sign-in-burst", rounds);
}
