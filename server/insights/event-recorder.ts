import { randomBytes } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { DatabaseKind, SiteDatabase } from "../db/database";
import type { InsightsEventTable } from "../db/schema";
import { storedText } from "../db/stored-text";
import type { Logger } from "../logger";
import { EVENT_COLUMNS } from "./daily-totals";

export type NewEvent = Omit<Insertable<InsightsEventTable>, "id" | "at" | "day"> & { at: number };

/**
 * Every column, in the order of a waiting row (`rowOf`): what the totals read, with the event's
 * id, time and call.
 */
const COLUMNS = ["id", "at", ...EVENT_COLUMNS, "call_id"] as const;
type Row = (string | number | null)[];

const FLUSH_EVERY_MS = 500;
/** While the database is away, at most this many events wait; later ones are dropped. */
const MAX_WAITING = 20_000;

/** Ids unique across instances (this process's random part) and within it (a counter). */
const PROCESS = randomBytes(6).toString("base64url");
let sequence = 0;

/** The only texts that come from a visitor as they typed them: campaign tags. */
const typed = (text: string | null | undefined) => (text ? storedText(text) : null);

function rowOf(event: NewEvent): Row {
  const at = new Date(event.at).toISOString();
  return [
    `evt_${event.at.toString(36)}${PROCESS}${(sequence++).toString(36)}`,
    at,
    at.slice(0, 10),
    event.visitor,
    event.name,
    event.path,
    event.status ?? 200,
    event.placement ?? null,
    event.channel ?? null,
    event.referrer_host ?? null,
    typed(event.utm_source),
    typed(event.utm_medium),
    typed(event.utm_campaign),
    event.device,
    event.call_id ?? null,
  ];
}

/**
 * The rows as one JSON parameter that the database unpacks (`json_each` on SQLite,
 * `json_array_elements` on PostgreSQL, `->>` by position on both): the statement is the same
 * short text for any number of rows. A multi-row VALUES list with a parameter per cell cost more
 * to build and for the database to parse than the rows cost to write.
 */
function insertRows(kind: DatabaseKind, rows: Row[]) {
  const cells = COLUMNS.map((column, index) => {
    const cell = sql`value ->> ${sql.lit(index)}`;
    return column === "status" ? sql`CAST(${cell} AS INTEGER)` : cell;
  });
  const json = JSON.stringify(rows);
  const source =
    kind === "sqlite" ? sql`json_each(${json})` : sql`json_array_elements(${json}::json)`;
  return sql`INSERT INTO insights_events (${sql.join(COLUMNS.map((column) => sql.ref(column)))})
    SELECT ${sql.join(cells)} FROM ${source}`;
}

/**
 * Events are written off the response's path: kept in memory and written together every half
 * second, in one of the database's shared commits. A page is never slowed or failed by counting;
 * a write that fails is logged and its events are dropped.
 */
export function createEventRecorder(database: SiteDatabase, logger: Logger) {
  let waiting: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  async function write(rows: Row[]) {
    try {
      await database.transactions.run((trx) => insertRows(database.kind, rows).execute(trx));
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
      waiting.push(rowOf(event));
      timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
      timer.unref?.();
    },
    /** Writes what waits now; resolves once it is stored (or its failure logged). */
    flush,
  };
}

export type EventRecorder = ReturnType<typeof createEventRecorder>;
