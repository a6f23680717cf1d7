import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit. A committed inquiry costs a disk flush (SQLite with synchronous=FULL: about 2 ms),
 * and SQLite commits one transaction at a time, so 50 calls waiting on the line at once would
 * queue for 100 ms. Work that arrives while a transaction is running joins the next one instead:
 * one flush for the whole batch, and a lone request still goes straight through. A job that fails
 * does not sink the others: the batch is rolled back and each of its jobs runs alone.
 */
export class TransactionBatcher {
  private queue: Job[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 100,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain() {
    this.draining = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      let results: unknown[];
      try {
        results = await this.db.transaction().execute(async (trx) => {
          const done: unknown[] = [];
          for (const job of batch) done.push(await job.work(trx));
          return done;
        });
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        for (const job of batch) {
          await this.db.transaction().execute(job.work).then(job.resolve, job.reject);
        }
        continue;
      }
      batch.forEach((job, i) => job.resolve(results[i]));
    }
    this.draining = false;
  }
}
