/**
 * The assistant's booking tools at 10,000 future bookings, on SQLite and on PostgreSQL (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL set): check_availability (the next free times, a day in
 * the caller's zone, a week) and book_appointment (a free start each), timed in process through
 * the tools and the store, five runs each; then 50 parallel bookings of one slot over two
 * connections, which must make exactly one booking. The provider waits on the line for these
 * answers: target p95 under 250 ms.
 *   npm run bench:booking
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Insertable } from "kysely";
import { Temporal } from "temporal-polyfill";
import { bookingTools } from "../core/content/booking-assistant";
import { defaultAvailability, defaultMeetingType } from "../core/content/booking";
import { instantOnDate } from "../core/booking/time-of-day";
import { openDatabase, type DatabaseKind, type SiteDatabase } from "../server/db/database";
import type { BookingTable } from "../server/db/schema";
import { createPostgresDatabase } from "../server/db/test-databases";
import { newReference } from "../server/booking/booking-secrets";
import { createBookingTools } from "../server/booking/booking-tools";
import { createStoreBackedBookingService } from "../server/booking/testing/store-backed-booking-service";
import { median, percentile, printTable, round1, writeResult } from "./report";

const TARGET_P95_MS = 250;
const BOOKINGS = 10_000;
const RUNS = 5;
const CHECKS_PER_RUN = 150;
const BOOKS_PER_RUN = 60;
const RACERS = 50;
/** Monday 1 March 2027, 9:00 in New York: every seeded booking lies after it. */
const NOW = new Date("2027-03-01T14:00:00Z");
const ZONE = defaultAvailability.timeZone;
const ZONES = ["America/New_York", "Europe/Madrid", "Asia/Kolkata"];
const BENCH_KEY = "tool-call:bench-";

type Row = Insertable<BookingTable>;

/**
 * Two meetings a weekday inside the 60-day horizon (room left under the daily limit of eight),
 * then every half hour of every weekday after it until there are 10,000.
 */
function seedRows(): Row[] {
  const rows: Row[] = [];
  const horizonEnd = Temporal.PlainDate.from("2027-04-30");
  const references = new Set<string>();
  for (
    let day = Temporal.PlainDate.from("2027-03-02");
    rows.length < BOOKINGS;
    day = day.add({ days: 1 })
  ) {
    if (day.dayOfWeek > 5) continue;
    const inWindow = Temporal.PlainDate.compare(day, horizonEnd) <= 0;
    const times = inWindow ? ["10:00", "14:00"] : halfHours();
    for (const time of times) {
      if (rows.length === BOOKINGS) break;
      let reference = newReference();
      while (references.has(reference)) reference = newReference();
      references.add(reference);
      rows.push(seedRow(rows.length, reference, instantOnDate(day, time, ZONE)));
    }
  }
  return rows;
}

const halfHours = () =>
  Array.from(
    { length: 16 },
    (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );

function seedRow(n: number, reference: string, start: Temporal.Instant): Row {
  const startsAt = new Date(start.epochMilliseconds).toISOString();
  const endsAt = new Date(
    start.add({ minutes: defaultMeetingType.lengthMinutes }).epochMilliseconds,
  ).toISOString();
  const at = NOW.toISOString();
  return {
    id: `bkg_seed_${n}`,
    reference,
    meeting_type_id: defaultMeetingType.id,
    starts_at: startsAt,
    ends_at: endsAt,
    blocked_from: startsAt,
    blocked_until: endsAt,
    visitor_name: `Seeded visitor ${n}`,
    visitor_email: `seeded-${n}@example.com`,
    visitor_phone: null,
    visitor_time_zone: ZONES[n % ZONES.length]!,
    notes: "",
    source: "web" as const,
    status: "confirmed" as const,
    sequence: 0,
    invitation_uid: `${randomUUID()}@voicefront`,
    idempotency_key: `seed-${n}`,
    lead_id: null,
    created_at: at,
    updated_at: at,
  };
}

async function seed(site: SiteDatabase) {
  const rows = seedRows();
  for (let i = 0; i < rows.length; i += 500) {
    await site.db
      .insertInto("bookings")
      .values(rows.slice(i, i + 500))
      .execute();
  }
  if (site.kind === "postgres") await sql`ANALYZE`.execute(site.db);
}

const toolsOn = (site: SiteDatabase) =>
  createBookingTools(createStoreBackedBookingService(site, { now: () => NOW }), {
    now: () => Temporal.Instant.fromEpochMilliseconds(NOW.getTime()),
  });

async function timed(call: () => Promise<string>, check: (answer: string) => boolean) {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (!check(answer)) throw new Error(`unexpected answer: ${answer}`);
  return ms;
}

/** Free starts to book, at most six a day so none meets the daily limit. */
async function freeStarts(site: SiteDatabase, count: number): Promise<string[]> {
  const service = createStoreBackedBookingService(site, { now: () => NOW });
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
      arguments: { start, name: `Bench caller ${i}`, email: `bench-${round}-${i}@example.com` },
    };
    books.push(
      await timed(
        () => tools.answer(call, context),
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
          arguments: { start, name: `Racer ${i}`, email: `racer-${i}@example.com` },
        },
        { source: "voice", callId: `race-${i}`, callerTimeZone: null },
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
