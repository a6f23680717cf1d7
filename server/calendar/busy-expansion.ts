import { Worker } from "node:worker_threads";
import { Temporal } from "temporal-polyfill";
import type { CalendarEvent, ReadRange } from "./busy-events";
import { CalendarReadError } from "./busy-fetch";

/**
 * How long reading one calendar's texts may take: a year of a busy calendar takes a second or
 * two on a loaded machine, and ical.js is stopped at this deadline, whatever rule holds it.
 */
export const EXPANSION_DEADLINE_MS = 15_000;

type WireEvent = { uid: string } & (
  { start: number; end: number } | { firstDay: string; dayAfter: string }
);
export type ExpansionJob = {
  id: number;
  texts: string[];
  range: { from: number; to: number };
  zone: string;
};
export type ExpansionAnswer = { id: number } & (
  { events: WireEvent[] } | { error: string; notCalendar: boolean }
);

/** Temporal values do not cross threads: instants go as epoch milliseconds, days as ISO dates. */
export const toWire = {
  event: (event: CalendarEvent): WireEvent =>
    "start" in event
      ? { uid: event.uid, start: event.start.epochMilliseconds, end: event.end.epochMilliseconds }
      : {
          uid: event.uid,
          firstDay: event.firstDay.toString(),
          dayAfter: event.dayAfter.toString(),
        },
  range: (range: ReadRange) => ({
    from: range.from.epochMilliseconds,
    to: range.to.epochMilliseconds,
  }),
};
export const fromWire = {
  event: (event: WireEvent): CalendarEvent =>
    "start" in event
      ? {
          uid: event.uid,
          start: Temporal.Instant.fromEpochMilliseconds(event.start),
          end: Temporal.Instant.fromEpochMilliseconds(event.end),
        }
      : {
          uid: event.uid,
          firstDay: Temporal.PlainDate.from(event.firstDay),
          dayAfter: Temporal.PlainDate.from(event.dayAfter),
        },
  range: (range: ExpansionJob["range"]): ReadRange => ({
    from: Temporal.Instant.fromEpochMilliseconds(range.from),
    to: Temporal.Instant.fromEpochMilliseconds(range.to),
  }),
};

// The server runs TypeScript through tsx, and a worker does not inherit its loader: the worker
// registers it, then imports its module.
const workerSource = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL("./busy-expansion-worker.ts", import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

/**
 * The busy events of one calendar's texts meeting `range`, read on one worker thread shared by
 * every read, one read at a time. A read past `deadlineMs` stops the worker (the next read starts
 * another) and fails in words naming `label`; so does text that is not iCalendar.
 */
export function expandOffThread(
  label: string,
  texts: string[],
  range: ReadRange,
  zone: string,
  deadlineMs = EXPANSION_DEADLINE_MS,
): Promise<CalendarEvent[]> {
  const job = { id: nextId++, texts, range: toWire.range(range), zone };
  const read = queue.then(() => run(label, job, deadlineMs));
  queue = read.catch(() => undefined);
  return read;
}

function run(label: string, job: ExpansionJob, deadlineMs: number): Promise<CalendarEvent[]> {
  const thread = (worker ??= startWorker());
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      thread.off("message", onMessage);
      thread.off("error", onError);
    };
    const fail = (message: string) => {
      settle();
      if (worker === thread) worker = null;
      void thread.terminate();
      reject(new CalendarReadError(message));
    };
    const timer = setTimeout(
      () =>
        fail(
          `${label} has an event whose repeats could not be worked out within ${deadlineMs / 1000} s (a repeat rule that never matches, or far too many repeats)`,
        ),
      deadlineMs,
    );
    const onError = (error: Error) => fail(`${label} could not be read (${error.message})`);
    const onMessage = (answer: ExpansionAnswer) => {
      if (answer.id !== job.id) return;
      settle();
      if ("events" in answer) resolve(answer.events.map(fromWire.event));
      else
        reject(
          new CalendarReadError(
            answer.notCalendar
              ? `${label} sent something that is not a calendar: ${answer.error}`
              : `${label} could not be read (${answer.error})`,
          ),
        );
    };
    thread.on("message", onMessage);
    thread.on("error", onError);
    thread.postMessage(job);
  });
}

function startWorker(): Worker {
  const thread = new Worker(workerSource, { eval: true });
  // An idle worker must not keep the process (a test run, a stopping server) alive.
  thread.unref();
  thread.on("exit", () => {
    if (worker === thread) worker = null;
  });
  return thread;
}
