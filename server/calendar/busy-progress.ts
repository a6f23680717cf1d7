import type { ReadProgress } from "./busy-events";

/**
 * How far the worker thread has gone in its current read, in memory both threads share: a read
 * stopped at its deadline is stopped mid-loop, and can answer nothing itself.
 */
const PHASE = 0;
const EVENTS_DONE = 1;
const EVENTS_FOUND = 2;
const SLOTS = 3;

const Phase = { waiting: 0, parsing: 1, events: 2, repeats: 3 } as const;

export const progressMemory = () => new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);

/** Cleared by the main thread before it hands the worker a read. */
export const clearProgress = (memory: SharedArrayBuffer) => new Int32Array(memory).fill(0);

/** The worker's side: told as the read goes. */
export function progressWriter(memory: SharedArrayBuffer): ReadProgress & { begin(): void } {
  const cells = new Int32Array(memory);
  return {
    begin() {
      Atomics.store(cells, PHASE, Phase.parsing);
    },
    parsed(events) {
      Atomics.add(cells, EVENTS_FOUND, events);
      Atomics.store(cells, PHASE, Phase.events);
    },
    event(recurring) {
      Atomics.add(cells, EVENTS_DONE, 1);
      Atomics.store(cells, PHASE, recurring ? Phase.repeats : Phase.events);
    },
  };
}

/**
 * The main thread's side: what the read was doing when its deadline came, in words. Events are
 * counted as each is begun, so the one under way is the last counted.
 */
export function progressWords(memory: SharedArrayBuffer, textBytes: number): string {
  const cells = new Int32Array(memory);
  const done = Atomics.load(cells, EVENTS_DONE);
  const found = Atomics.load(cells, EVENTS_FOUND);
  switch (Atomics.load(cells, PHASE)) {
    case Phase.repeats:
      return `it was still working out the repeats of one event (event ${count(done)} of ${count(found)}: a repeat rule with far too many repeats)`;
    case Phase.events:
      return `it had read ${count(done)} of its ${count(found)} events (a calendar this large needs more time than this server has)`;
    case Phase.parsing:
      return `it was still parsing ${megabytes(textBytes)} of calendar text`;
    default:
      return "the thread that reads calendars had not begun it (it was starting, or the server is overloaded)";
  }
}

const count = (n: number) => n.toLocaleString("en-US");
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
