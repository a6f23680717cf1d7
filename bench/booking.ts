/**
 * The assistant's booking tools at 10,000 future bookings, on SQLite and on PostgreSQL (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL set): check_availability (the next free times, a day in
 * the caller's zone, a week) and book_appointment (a free start each), timed in process through
 * the tools and the store, five runs each; then 50 parallel bookings of one slot over two
 * connections, which must make exactly one booking. The provider waits on the line for these
 * answers: target p95 under 250 ms.
 *   npm run bench:booking
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Temporal } from "temporal-polyfill";
import { bookingTools } from "../core/content/booking-assistant";
import { defaultAvailability } from "../core/content/booking";
import { openDatabase, type DatabaseKind, type SiteDatabase } from "../server/db/database";
import { createPostgresDatabase } from "../server/db/test-databases";
import { createBookingTools } from "../server/booking/assistant/tools";
import { storedAvailability } from "../server/booking/store/availability";
import { createBookingFollowUp } from "../server/booking/messages/follow-up";
import { createBookingService } from "../server/booking/service/service";
import { createToolBooking } from "../server/booking/assistant/tool-booking";
import { BOOKINGS, NOW, seed, ZONES } from "./booking-seed";
import { median, percentile, printTable, round1, writeResult } from "./report";

const TARGET_P95_MS = 250;
const RUNS = 5;
const CHECKS_PER_RUN = 150;
const BOOKS_PER_RUN = 60;
const RACERS = 50;
const ZONE = defaultAvailability.timeZone;
const BENCH_KEY = "tool-call:bench-";

/**
 * The site's own booking service, as the assistant's tools reach it: each booking writes its lead
 * and queues its messages (webhook, staff e-mail, the visitor's e-mail, a reminder) as the site
 * does with every channel on.
 */
const followUp = createBookingFollowUp({
  channels: ["webhook", "email", "visitor", "reminder"],
  reminderMs: 24 * 60 * 60_000,
});
const serviceOn = (site: SiteDatabase) =>
  createBookingService({
    site: { ...site, followUp },
    availability: () => storedAvailability(site.db),
    // Callers whose number the provider's report names: proven by it, so no hold, no caps.
    trust: {
      holdMs: 15 * 60_000,
      caps: { email: null, phone: null, address: null, session: null },
    },
    now: () => NOW,
  });

const toolsOn = (site: SiteDatabase) =>
  createBookingTools(serviceOn(site), {
    now: () => Temporal.Instant.fromEpochMilliseconds(NOW.getTime()),
  });

async function timed(call: () => Promise<string>, check: (answer: string) => boolean) {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (!check(answer)) throw new Error(`unexpected answer: ${answer}`);
  return ms;
}

/** A caller's own number, as the provider's report names it. */
const benchPhone = (n: number) => `+1555${String(n).padStart(7, "0")}`;

/** Free starts to book, at most six a day so none meets the daily limit. */
async function freeStarts(site: SiteDatabase, count: number): Promise<string[]> {
  const service = createToolBooking(serviceOn(site));
  const perDay = new Map<string, number>();
  const starts: string[] = [];
  for (const slot of await service.slots({ limit: 1000 })) {
    const local = slot.start.toZonedDateTimeISO(ZONE);
    const day = local.toPlainDate().toString();
    if ((perDay.get(day) ?? 0) >= 6) continue;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    starts.push(local.toString({ timeZoneName: "never" }));
    if (starts.length === count) break;
  }
  return starts;
}

function checkArguments(i: number): Record<string, unknown> {
  const zone = ZONES[i % ZONES.length]!;
  const day = Temporal.PlainDate.from("2027-03-02").add({ days: (i * 7) % 55 });
  if (i % 3 === 0) return { timeZone: zone };
  if (i % 3 === 1) return { date: day.toString(), timeZone: zone };
  return { from: day.toString(), to: day.add({ days: 6 }).toString(), timeZone: zone };
}

async function run(site: SiteDatabase, round: number) {
  const tools = toolsOn(site);
  const context = { source: "voice" as const, callId: `bench-${round}`, callerTimeZone: null };
  const checks: number[] = [];
  for (let i = 0; i < CHECKS_PER_RUN; i++) {
    const call = {
      id: `check-${round}-${i}`,
      name: bookingTools.checkAvailability,
      arguments: checkArguments(i + round),
    };
    checks.push(
      await timed(
        () => tools.answer(call, context),
        (answer) => /Free times|No free times/.test(answer),
      ),
    );
  }
  const books: number[] = [];
  const starts = await freeStarts(site, BOOKS_PER_RUN);
  for (const [i, start] of starts.entries()) {
    const call = {
      id: `bench-${round}-${i}`,
      name: bookingTools.bookAppointment,
      arguments: { start, name: `Bench caller ${i}`, phone: benchPhone(round * 1000 + i) },
    };
    books.push(
      await timed(
        () => tools.answer(call, { ...context, provenPhone: benchPhone(round * 1000 + i) }),
        (answer) => answer.startsWith("Booked:"),
      ),
    );
  }
  // The next run books the same free times again: 10,000 seeded bookings stay, the run's go.
  await site.db.deleteFrom("bookings").where("idempotency_key", "like", `${BENCH_KEY}%`).execute();
  return { checks, books };
}

/** 50 callers at once for one start, spread over two connections: one booking, 49 told "taken". */
async function race(first: SiteDatabase, second: SiteDatabase) {
  const [start] = await freeStarts(first, 1);
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      toolsOn(i % 2 ? second : first).answer(
        {
          id: `bench-race-${i}`,
          name: bookingTools.bookAppointment,
          arguments: { start, name: `Racer ${i}`, phone: benchPhone(90_000 + i) },
        },
        {
          source: "voice",
          callId: `race-${i}`,
          callerTimeZone: null,
          provenPhone: benchPhone(90_000 + i),
        },
      ),
    ),
  );
  const rows = await first.db
    .selectFrom("bookings")
    .select("id")
    .where("starts_at", "=", new Date(Date.parse(start!)).toISOString())
    .where("status", "<>", "cancelled")
    .execute();
  return {
    booked: answers.filter((answer) => answer.startsWith("Booked:")).length,
    toldTaken: answers.filter((answer) => answer.includes("That time was just taken.")).length,
    rows: rows.length,
  };
}

async function measure(kind: DatabaseKind, open: () => Promise<SiteDatabase>) {
  const first = await open();
  const second = await open();
  try {
    await seed(first);
    const rounds = [];
    for (let round = 1; round <= RUNS; round++) rounds.push(await run(first, round));
    const summary = (name: string, samples: number[][]) => {
      const p95s = samples.map((values) => percentile(values, 95));
      return {
        database: kind,
        tool: name,
        calls: samples.flat().length,
        p50Ms: round1(median(samples.flat())),
        medianRunP95Ms: round1(median(p95s)),
        worstRunP95Ms: round1(Math.max(...p95s)),
        met: Math.max(...p95s) < TARGET_P95_MS,
      };
    };
    return {
      tools: [
        summary(
          bookingTools.checkAvailability,
          rounds.map((r) => r.checks),
        ),
        summary(
          bookingTools.bookAppointment,
          rounds.map((r) => r.books),
        ),
      ],
      race: { database: kind, ...(await race(first, second)) },
    };
  } finally {
    await first.close();
    await second.close();
  }
}

async function main() {
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-booking-bench-"));
  try {
    results.push(await measure("sqlite", () => openDatabase({ databaseUrl: "", dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, "voicefront_booking_bench");
    try {
      results.push(
        await measure("postgres", () => openDatabase({ databaseUrl: database.url, dataDir: "" })),
      );
    } finally {
      await database.drop();
    }
  } else {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server");
  }
  const tools = results.flatMap((result) => result.tools);
  printTable(
    `Booking tools at ${BOOKINGS} future bookings, ${RUNS} runs (ms; target p95 < ${TARGET_P95_MS})`,
    ["database", "tool", "calls", "p50", "median run p95", "worst run p95", "target"],
    tools.map((r) => [
      r.database,
      r.tool,
      r.calls,
      r.p50Ms,
      r.medianRunP95Ms,
      r.worstRunP95Ms,
      r.met ? "met" : "MISSED",
    ]),
  );
  const races = results.map((result) => result.race);
  printTable(
    `${RACERS} parallel bookings of one slot over two connections`,
    ["database", "booked", "told taken", "rows", "outcome"],
    races.map((r) => [
      r.database,
      r.booked,
      r.toldTaken,
      r.rows,
      r.booked === 1 && r.rows === 1 && r.toldTaken === RACERS - 1 ? "exactly one" : "FAILED",
    ]),
  );
  writeResult("booking", { tools, races });
  const failed = tools.some((r) => !r.met) || races.some((r) => r.booked !== 1 || r.rows !== 1);
  process.exitCode = failed ? 1 : 0;
}

await main();
