/** What `run` answers, at once, when the queue is full. */
export const QUEUE_FULL = Symbol("queue full");

export interface WorkQueue {
  /** Runs `task` when a slot is free, or answers QUEUE_FULL without running it. */
  run<T>(task: () => Promise<T>): Promise<T | typeof QUEUE_FULL>;
}

/**
 * At most `running` tasks at once and `waiting` more in line, first come first served. A task
 * beyond that is refused at once rather than queued: under a burst, waiting long helps nobody,
 * and a short answer is cheaper than a long line.
 */
export function createWorkQueue({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const line: (() => void)[] = [];
  const queue: WorkQueue = {
    async run(task) {
      if (active < running) active += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else return QUEUE_FULL;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = line.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
  return queue;
}
