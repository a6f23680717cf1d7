import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit. A committed inquiry costs a disk flush (SQLite with synchronous=FULL: 2 ms or more),
 * and SQLite commits one transaction at a time, so 50 calls waiting on the line at once would
 * queue for 100 ms or more. Work that arrives while a transaction is running or about to run joins
 * one transaction instead: one flush for the whole batch. A job that fails does not sink the
 * others: the batch is rolled back and each of its jobs runs alone.
 */
export class TransactionBatcher {
  private queue: Job[] = [];
  private busy = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 100,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.busy) return;
    this.busy = true;
    // better-sqlite3 runs a whole transaction without yielding to the event loop: without this
    // pause for the requests already received to reach the queue, every batch would be of one.
    setImmediate(() => void this.commitBatch());
  }

  private async commitBatch() {
    const batch = this.queue.splice(0, this.maxBatch);
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const job of batch) done.push(await job.work(trx));
        return done;
      });
      batch.forEach((job, i) => job.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else {
        for (const job of batch) {
          await this.db.transaction().execute(job.work).then(job.resolve, job.reject);
        }
      }
    } finally {
      this.busy = false;
      if (this.queue.length > 0) this.schedule();
    }
  }
}
