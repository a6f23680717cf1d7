/**
 * The worker thread that reads a calendar's texts into busy events (`busy-expansion.ts` starts
 * it): ical.js expands synchronously, and a repeat rule can take very long to work out.
 */
import { parentPort, workerData } from "node:worker_threads";
import { busyEventsOf, CalendarParseError, SKIPPED_NAMED, type CalendarRead } from "./busy-events";
import { fromWire, toWire, type ExpansionJob, type ExpansionAnswer } from "./busy-expansion";
import { readBudget } from "./busy-occurrences";
import { progressWriter } from "./busy-progress";

const progress = progressWriter((workerData as { progress: SharedArrayBuffer }).progress);

parentPort!.on("message", (job: ExpansionJob) => {
  let answer: ExpansionAnswer;
  try {
    progress.begin();
    const range = fromWire.range(job.range);
    const budget = readBudget();
    const reads = job.texts.map((text) =>
      busyEventsOf(text, range, job.zone, { budget, progress }),
    );
    const read = together(reads);
    answer = { id: job.id, ...read, events: read.events.map(toWire.event) };
  } catch (error) {
    const notCalendar = error instanceof CalendarParseError;
    answer = { id: job.id, error: (error as Error).message, notCalendar };
  }
  parentPort!.postMessage(answer);
});

/** The reads of a calendar's texts (CalDAV's objects) as one. */
const together = (reads: CalendarRead[]): CalendarRead => ({
  events: reads.flatMap((read) => read.events),
  skipped: reads.flatMap((read) => read.skipped).slice(0, SKIPPED_NAMED),
  skippedCount: reads.reduce((sum, read) => sum + read.skippedCount, 0),
});
