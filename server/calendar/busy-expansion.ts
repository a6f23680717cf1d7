import { Worker } from "node:worker_threads";
import { Temporal } from "temporal-polyfill";
import type { CalendarRead, SkippedEvent } from "./busy-events";
import { CalendarReadError } from "./busy-fetch";
import { clearProgress, progressMemory, progressWords } from "./busy-progress";
import type { CalendarEvent, ReadRange } from "./busy-span";

/**
 * How long reading one calendar's texts may take: a year of a busy calendar takes a second or
 * two on a loaded machine, and ical.js is stopped at this deadline, whatever holds it.
 */
export const EXPANSION_DEADLINE_MS = 15_000;
/**
 * Reads that may wait for the worker behind the one it is on. Each holds its calendar's text (up
 * to 8 MB) until its turn, and a booking behind many waits for all of them: past this, a read is
 * refused at once (ReadsWaitingFull), and the caller answers from what it read before.
 */
export const MAX_WAITING_READS = 8;

/** A read refused because too many are waiting: the calendar itself is not at fault. */
export class ReadsWaitingFull extends CalendarReadError {}

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
  | { events: WireEvent[]; skipped: SkippedEvent[]; skippedCount: number }
  | { error: string; notCalendar: boolean }
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

type ReadingThread = { thread: Worker; progress: SharedArrayBuffer };
let worker: ReadingThread | null = null;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
let nextId = 0;

/** Whether a read asked now would be taken: a source checks before it downloads anything. */
export const roomForRead = () => waiting < MAX_WAITING_READS;

export const readsWaitingFull = (label: string) =>
  new ReadsWaitingFull(
    `${label} was not read: ${MAX_WAITING_READS} calendar reads are waiting on this server already`,
  );

/**
 * The busy events of one calendar's texts meeting `range`, read on one worker thread shared by
 * every read, one read at a time, with at most MAX_WAITING_READS waiting. A read past
 * `deadlineMs` stops the worker (the next read starts another) and fails in words naming `label`
 * and how far it got; so does text that is not iCalendar.
 */
export function expandOffThread(
  label: string,
  texts: string[],
  range: ReadRange,
  zone: string,
  deadlineMs = EXPANSION_DEADLINE_MS,
): Promise<CalendarRead> {
  if (!roomForRead()) return Promise.reject(readsWaitingFull(label));
  waiting++;
  const job = { id: nextId++, texts, range: toWire.range(range), zone };
  const read = queue.then(() => {
    waiting--;
    return run(label, job, deadlineMs);
  });
  queue = read.catch(() => undefined);
  return read;
}

function run(label: string, job: ExpansionJob, deadlineMs: number): Promise<CalendarRead> {
  const reading = (worker ??= startWorker());
  const { thread } = reading;
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      thread.off("message", onMessage);
      thread.off("error", onError);
    };
    const fail = (message: string) => {
      settle();
      if (worker === reading) worker = null;
      void thread.terminate();
      reject(new CalendarReadError(message));
    };
    const timer = setTimeout(() => {
      const bytes = job.texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      const where = progressWords(reading.progress, bytes);
      fail(`${label} could not be read within ${deadlineMs / 1000} s: ${where}`);
    }, deadlineMs);
    const onError = (error: Error) => fail(`${label} could not be read (${error.message})`);
    const onMessage = (answer: ExpansionAnswer) => {
      if (answer.id !== job.id) return;
      settle();
      if ("events" in answer) {
        const { skipped, skippedCount } = answer;
        resolve({ events: answer.events.map(fromWire.event), skipped, skippedCount });
      } else
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
    clearProgress(reading.progress);
    thread.postMessage(job);
  });
}

function startWorker(): ReadingThread {
  const progress = progressMemory();
  const reading = {
    thread: new Worker(workerSource, { eval: true, workerData: { progress } }),
    progress,
  };
  // An idle worker must not keep the process (a test run, a stopping server) alive.
  reading.thread.unref();
  reading.thread.on("exit", () => {
    if (worker === reading) worker = null;
  });
  return reading;
}
