/**
 * The worker thread that reads a calendar's texts into busy events (`busy-expansion.ts` starts
 * it): ical.js expands synchronously, and a repeat rule that can never match never returns.
 */
import { parentPort } from "node:worker_threads";
import { busyEventsOf, CalendarParseError, readBudget } from "./busy-events";
import { fromWire, toWire, type ExpansionJob, type ExpansionAnswer } from "./busy-expansion";

parentPort!.on("message", (job: ExpansionJob) => {
  let answer: ExpansionAnswer;
  try {
    const range = fromWire.range(job.range);
    const budget = readBudget();
    const events = job.texts.flatMap((text) => busyEventsOf(text, range, job.zone, budget));
    answer = { id: job.id, events: events.map(toWire.event) };
  } catch (error) {
    const notCalendar = error instanceof CalendarParseError;
    answer = { id: job.id, error: (error as Error).message, notCalendar };
  }
  parentPort!.postMessage(answer);
});
