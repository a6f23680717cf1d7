import type { Insertable } from "kysely";
import type { SiteDatabase } from "../db/database";
import { newId } from "../db/ids";
import type { InsightsEventTable } from "../db/schema";
import { storedTexts } from "../db/stored-text";
import type { Logger } from "../logger";
import { dayOf } from "./visitor-salts";

export type NewEvent = Omit<Insertable<InsightsEventTable>, "id" | "at" | "day"> & { at: number };

const EMPTY = {
  status: 200,
  placement: null,
  channel: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  call_id: null,
};

const FLUSH_EVERY_MS = 500;
const ROWS_PER_INSERT = 200;
/** While the database is away, at most this many events wait; later ones are dropped. */
const MAX_WAITING = 20_000;

/**
 * Events are written off the response's path: kept in memory and written together every half
 * second, in one of the database's shared commits. A page is never slowed or failed by counting;
 * a write that fails is logged and its events are dropped.
 */
export function createEventRecorder(database: SiteDatabase, logger: Logger) {
  let waiting: Insertable<InsightsEventTable>[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  async function write(rows: Insertable<InsightsEventTable>[]) {
    try {
      await database.transactions.run(async (trx) => {
        for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
          await trx
            .insertInto("insights_events")
            .values(rows.slice(from, from + ROWS_PER_INSERT))
            .execute();
        }
      });
    } catch (error) {
      logger.warn({ err: error, events: rows.length }, "insights: events could not be stored");
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = waiting;
    waiting = [];
    if (rows.length > 0) writing = writing.then(() => write(rows));
    return writing;
  }

  return {
    record(event: NewEvent) {
      if (waiting.length >= MAX_WAITING) {
        if (dropped++ % 1000 === 0) logger.warn({ dropped }, "insights: too many events waiting");
        return;
      }
      const { at, ...rest } = event;
      // Every column, every time: a multi-row insert on SQLite writes NULL for one left out.
      waiting.push(
        storedTexts({
          ...EMPTY,
          ...rest,
          id: newId("evt", at),
          at: new Date(at).toISOString(),
          day: dayOf(at),
        }),
      );
      timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
      timer.unref?.();
    },
    /** Writes what waits now; resolves once it is stored (or its failure logged). */
    flush,
  };
}

export type EventRecorder = ReturnType<typeof createEventRecorder>;
