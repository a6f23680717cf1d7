/**
 * Availability with the team's calendar: the /book page's question (every free start of the
 * horizon) timed in process through the booking service on SQLite, with no calendar, with a
 * 500-event CalDAV calendar (a real radicale on 127.0.0.1) and a 500-event iCalendar feed (a local
 * HTTP server), each both from the cache (as visitors meet it) and with a fresh read of the
 * horizon (as right after the cache expires). Five runs each, in one run of the script.
 *   npm run bench:calendar
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ical, { ICalEventRepeatingFreq, type ICalEventData } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { defaultMeetingType } from "../core/content/booking";
import { calDavSource, icsFeedSource, type BusySource } from "../server/calendar/busy-sources";
import { openDatabase, type SiteDatabase } from "../server/db/database";
import {
  AGENCY_ZONE,
  radicaleCalendar,
  bookingWithCalendar,
} from "../server/calendar/testing/calendar-booking";
import { startFeedServer } from "../server/calendar/testing/feed-server";
import { startRadicale } from "../tests/support/radicale";
import { median, percentile, printTable, round1, writeResult } from "./report";

const RUNS = 5;
const CACHED_PER_RUN = 40;
const FRESH_PER_RUN = 8;
const EVENTS = 500;
const WEEKLY = 25;
const NOW = new Date("2027-03-01T14:00:00Z");
const WHOLE_HORIZON = 2000;

/** 500 events over the 60-day horizon in working hours: one-offs, and weekly ones for 8 weeks. */
function benchEvents(): ICalEventData[] {
  const first = Temporal.PlainDate.from("2027-03-01");
  return Array.from({ length: EVENTS }, (_, i) => {
    const day = first.add({ days: (i * 7) % 60 });
    const start = day.toPlainDateTime({ hour: 9 + (i % 8), minute: (i % 2) * 30 });
    const wall = (at: Temporal.PlainDateTime) => new Date(`${at.toString()}Z`);
    return {
      id: `bench-${i}@example.com`,
      summary: `Busy ${i}`,
      start: wall(start),
      end: wall(start.add({ minutes: 30 + (i % 3) * 15 })),
      timezone: AGENCY_ZONE,
      stamp: NOW,
      ...(i < WEEKLY ? { repeating: { freq: ICalEventRepeatingFreq.WEEKLY, count: 8 } } : {}),
    };
  });
}

async function timedRuns(ask: () => Promise<unknown>, perRun: number) {
  const runs: number[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const samples: number[] = [];
    for (let i = 0; i < perRun; i++) {
      const started = performance.now();
      await ask();
      samples.push(performance.now() - started);
    }
    runs.push(samples);
  }
  const p95s = runs.map((samples) => percentile(samples, 95));
  return {
    requests: runs.flat().length,
    p50Ms: round1(median(runs.flat())),
    medianRunP95Ms: round1(median(p95s)),
    worstRunP95Ms: round1(Math.max(...p95s)),
  };
}

function availability(site: SiteDatabase, sources: BusySource[]) {
  const { service } = bookingWithCalendar(site, sources, () => NOW);
  return async () => {
    const answer = await service.slots({
      meetingTypeId: defaultMeetingType.id,
      timeZone: AGENCY_ZONE,
      limit: WHOLE_HORIZON,
    });
    if (answer.outcome !== "slots") throw new Error(answer.message);
    return answer.slots.length;
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-calendar-bench-"));
  const site = await openDatabase({ databaseUrl: "", dataDir });
  const radicale = await startRadicale();
  const events = benchEvents();
  const text = ical({ prodId: { company: "Bench", product: "Feed" }, events }).toString();
  const feed = await startFeedServer({ "/feed.ics": { body: text } });
  try {
    const calendar = await radicaleCalendar(radicale, "bench");
    for (let i = 0; i < events.length; i += 10) {
      await Promise.all(events.slice(i, i + 10).map((event) => calendar.put(event)));
    }
    const calDav = () =>
      calDavSource({ url: calendar.url, username: radicale.username, password: radicale.password });
    const ics = () => icsFeedSource(feed.url("/feed.ics"), 1);

    const free = await availability(site, [])();
    const cases: { name: string; ask: () => Promise<number>; perRun: number }[] = [
      { name: "no calendar", ask: availability(site, []), perRun: CACHED_PER_RUN },
      { name: "CalDAV, cached", ask: availability(site, [calDav()]), perRun: CACHED_PER_RUN },
      // A new cache each time: the request waits for the whole horizon's read.
      {
        name: "CalDAV, fresh read",
        ask: () => availability(site, [calDav()])(),
        perRun: FRESH_PER_RUN,
      },
      { name: "feed, cached", ask: availability(site, [ics()]), perRun: CACHED_PER_RUN },
      { name: "feed, fresh read", ask: () => availability(site, [ics()])(), perRun: FRESH_PER_RUN },
    ];
    const rows = [];
    for (const { name, ask, perRun } of cases) {
      const slots = await ask();
      rows.push({ calendar: name, slots, ...(await timedRuns(ask, perRun)) });
    }
    if (rows.slice(1).some((row) => row.slots >= free)) {
      throw new Error("a calendar's 500 events blocked no slot: the bench measured nothing");
    }
    printTable(
      `Availability of the whole ${defaultMeetingType.horizonDays}-day horizon, ${EVENTS} events (${WEEKLY} weekly), ${RUNS} runs (ms)`,
      ["calendar", "free slots", "requests", "p50", "median run p95", "worst run p95"],
      rows.map((r) => [
        r.calendar,
        r.slots,
        r.requests,
        r.p50Ms,
        r.medianRunP95Ms,
        r.worstRunP95Ms,
      ]),
    );
    writeResult("calendar", { events: EVENTS, runs: RUNS, rows });
  } finally {
    await feed.stop();
    await radicale.stop();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
