import { randomBytes } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { DatabaseKind, SiteDatabase } from "../db/database";
import type { InsightsEventTable } from "../db/schema";
import { storedText } from "../db/stored-text";
import { redactedPath } from "../http/redacted-path";
import { cut, MAX_PATH, MAX_TEXT } from "./visit-traits";
import type { Logger } from "../logger";

export type NewEvent = Omit<Insertable<InsightsEventTable>, "id" | "at" | "day"> & { at: number };

/** What a day's totals are made of. */
const EVENT_COLUMNS = [
  "day",
  "visitor",
  "name",
  "path",
  "status",
  "placement",
  "channel",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
] as const;

/**
 * Every column, in the order of a waiting row (`rowOf`): what the totals read, with the event's
 * id, time and call.
 */
const COLUMNS = ["id", "at", ...EVENT_COLUMNS, "call_id"] as const;
/** A visitor's first page of the day: where a lead that visitor sends came from. */
const LANDING_COLUMNS = [
  "day",
  "visitor",
  "path",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
type Row = (string | number | null)[];

const FLUSH_EVERY_MS = 500;
/** While the database is away, at most this many events wait; later ones are dropped. */
const MAX_WAITING = 20_000;
/**
 * Visitors whose landing this process has written today; past this many it forgets them all, and
 * writes a landing again at worst, which the table's key turns away.
 */
const MAX_LANDED = 50_000;
/** A call's id as the beacon takes it (`[\w-]{1,100}`). */
const MAX_CALL_ID = 100;

/** Ids unique across instances (this process's random part) and within it (a counter). */
const PROCESS = randomBytes(6).toString("base64url");
let sequence = 0;

/** Every text is bounded here, whatever a caller passed: nothing unbounded reaches the disk. */
const text = (value: string | null | undefined, max = MAX_TEXT) =>
  value ? cut(storedText(value), max) || null : null;

function rowOf(event: NewEvent, at: string): Row {
  return [
    `evt_${event.at.toString(36)}${PROCESS}${(sequence++).toString(36)}`,
    at,
    at.slice(0, 10),
    event.visitor,
    event.name,
    text(redactedPath(event.path), MAX_PATH) ?? "/",
    event.status ?? 200,
    event.placement ?? null,
    event.channel ?? null,
    text(event.referrer_host),
    text(event.utm_source),
    text(event.utm_medium),
    text(event.utm_campaign),
    event.device,
    text(event.call_id, MAX_CALL_ID),
  ];
}

/** The landing of a page view's row (the positions of `COLUMNS`). */
const landingOf = (row: Row): Row => [row[2]!, row[3]!, row[5]!, ...row.slice(9, 13)];

/**
 * The rows as one JSON parameter that the database unpacks (`json_each` on SQLite,
 * `json_array_elements` on PostgreSQL, `->>` by position on both): the statement is the same
 * short text for any number of rows. A multi-row VALUES list with a parameter per cell cost more
 * to build and for the database to parse than the rows cost to write. A landing already written
 * (by another instance) is kept: the first one counts.
 */
function insertRows(kind: DatabaseKind, table: "events" | "landings", rows: Row[]) {
  const columns = table === "events" ? COLUMNS : LANDING_COLUMNS;
  const cells = columns.map((column, index) => {
    const cell = sql`value ->> ${sql.lit(index)}`;
    return column === "status" ? sql`CAST(${cell} AS INTEGER)` : cell;
  });
  const json = JSON.stringify(rows);
  const source =
    kind === "sqlite" ? sql`json_each(${json})` : sql`json_array_elements(${json}::json)`;
  const names = sql.join(columns.map((column) => sql.ref(column)));
  return table === "events"
    ? sql`INSERT INTO insights_events (${names}) SELECT ${sql.join(cells)} FROM ${source}`
    : // WHERE true: SQLite would read ON CONFLICT as a join's ON without it.
      sql`INSERT INTO insights_landings (${names}) SELECT ${sql.join(cells)} FROM ${source}
        WHERE true ON CONFLICT (day, visitor) DO NOTHING`;
}

/**
 * Events are written off the response's path: kept in memory and written together every half
 * second, in one of the database's shared commits. A page is never slowed or failed by counting;
 * a write that fails is logged and its events are dropped.
 */
export function createEventRecorder(database: SiteDatabase, logger: Logger) {
  let waiting: Row[] = [];
  let landings: Row[] = [];
  let landed = { day: "", visitors: new Set<string>() };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  async function write(rows: Row[], firstViews: Row[]) {
    try {
      await database.transactions.run(async (trx) => {
        await insertRows(database.kind, "events", rows).execute(trx);
        if (firstViews.length > 0) {
          await insertRows(database.kind, "landings", firstViews).execute(trx);
        }
      });
    } catch (error) {
      logger.warn({ err: error, events: rows.length }, "insights: events could not be stored");
    }
  }

  /**
   * Work that records an event once it settles, outside any answer's path (a page view's budget
   * and visitor hash, taken after the page is sent): what flush waits for before it writes, or a
   * flush (at shutdown, before a lead's visit is looked up) would miss a view still on its way.
   */
  const coming = new Set<Promise<void>>();

  async function flush(): Promise<void> {
    await Promise.all(coming);
    if (timer) clearTimeout(timer);
    timer = null;
    const [rows, firstViews] = [waiting, landings];
    [waiting, landings] = [[], []];
    if (rows.length > 0) writing = writing.then(() => write(rows, firstViews));
    return writing;
  }

  /** The row's landing, the first time this process sees its visitor on its day. */
  function noteLanding(row: Row) {
    const [day, visitor] = [String(row[2]), String(row[3])];
    if (landed.day !== day || landed.visitors.size >= MAX_LANDED) {
      landed = { day, visitors: new Set() };
    }
    if (landed.visitors.has(visitor)) return;
    landed.visitors.add(visitor);
    landings.push(landingOf(row));
  }

  return {
    record(event: NewEvent) {
      if (waiting.length >= MAX_WAITING) {
        if (dropped++ % 1000 === 0) logger.warn({ dropped }, "insights: too many events waiting");
        return;
      }
      const row = rowOf(event, new Date(event.at).toISOString());
      waiting.push(row);
      if (event.name === "pageview" && (event.status ?? 200) === 200) noteLanding(row);
      timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
      timer.unref?.();
    },
    /** Keeps `work` (which records its event, and never rejects) in what `flush` waits for. */
    recordsSoon(work: Promise<void>) {
      coming.add(work);
      void work.then(() => coming.delete(work));
    },
    /** Writes what waits now and what is on its way; resolves once stored (or failure logged). */
    flush,
  };
}

export type EventRecorder = ReturnType<typeof createEventRecorder>;
