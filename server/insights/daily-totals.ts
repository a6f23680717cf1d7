import type { Kysely, Selectable } from "kysely";
import type { Database, InsightsDailyTable, InsightsEventTable } from "../db/schema";
import { dayBefore, dayOf } from "./visitor-salts";

/**
 * Totals of a day's events: for each event name, by each dimension, how many events and how many
 * visitors. Finished days are folded into `insights_daily` and kept; the raw events go after
 * INSIGHTS_RETENTION_DAYS. Today's totals are made from its raw events when asked for.
 */
export type DailyRow = InsightsDailyTable;

type EventRow = Pick<
  Selectable<InsightsEventTable>,
  | "day"
  | "visitor"
  | "name"
  | "path"
  | "status"
  | "placement"
  | "channel"
  | "referrer_host"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "device"
>;

/** Joins the parts of a compound key (UTM tags; a placement and a lead's channel). */
export const KEY_SEPARATOR = "\t";

/** Each dimension's key for an event, or null when the event has none. */
const dimensions: Record<string, (event: EventRow) => string | null> = {
  total: () => "",
  page: (event) => (event.status === 404 ? null : event.path),
  missing: (event) => (event.status === 404 ? event.path : null),
  referrer: (event) => event.referrer_host ?? "",
  campaign: (event) =>
    event.utm_source || event.utm_medium || event.utm_campaign
      ? [event.utm_source, event.utm_medium, event.utm_campaign]
          .map((tag) => tag ?? "")
          .join(KEY_SEPARATOR)
      : null,
  device: (event) => event.device,
  placement: (event) =>
    event.placement ? [event.placement, event.channel ?? ""].join(KEY_SEPARATOR) : null,
};
export type Dimension = keyof typeof dimensions;

/** Totals that events are added to one by one: a day's, or today's as its events arrive. */
export function createTotals() {
  const totals = new Map<string, DailyRow & { seen: Set<string> }>();
  return {
    add(event: EventRow) {
      for (const [dimension, keyOf] of Object.entries(dimensions)) {
        const key = keyOf(event);
        if (key === null) continue;
        const id = `${event.name}\n${dimension}\n${key}`;
        let row = totals.get(id);
        if (!row) {
          const { day, name } = event;
          row = { day, name, dimension, key, count: 0, visitors: 0, seen: new Set() };
          totals.set(id, row);
        }
        row.count += 1;
        row.seen.add(event.visitor);
      }
    },
    rows: (): DailyRow[] =>
      [...totals.values()].map(({ seen, ...row }) => ({ ...row, visitors: seen.size })),
  };
}

/** The totals of events, all of one day. */
export function totalsOf(events: EventRow[]): DailyRow[] {
  const totals = createTotals();
  for (const event of events) totals.add(event);
  return totals.rows();
}

export const EVENT_COLUMNS = [
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

/** A day's totals from its raw events (today's, or a day not folded yet). */
export async function totalsOfDay(db: Kysely<Database>, day: string): Promise<DailyRow[]> {
  const events = await db
    .selectFrom("insights_events")
    .select(EVENT_COLUMNS)
    .where("day", "=", day)
    .execute();
  return totalsOf(events);
}

const ROWS_PER_INSERT = 200;

/**
 * The finished days not folded yet: from the day after the last one folded (or the first event's
 * day) to yesterday, each looked up by the day's index, so the cost follows the days, not the
 * events stored.
 */
async function daysToFold(db: Kysely<Database>, today: string): Promise<string[]> {
  const lastFolded = await db
    .selectFrom("insights_days_folded")
    .select((eb) => eb.fn.max("day").as("day"))
    .executeTakeFirst();
  const first = lastFolded?.day
    ? dayBefore(lastFolded.day, -1)
    : (
        await db
          .selectFrom("insights_events")
          .select((eb) => eb.fn.min("day").as("day"))
          .executeTakeFirst()
      )?.day;
  const days: string[] = [];
  for (let day = first; day && day < today; day = dayBefore(day, -1)) {
    const any = await db
      .selectFrom("insights_events")
      .select("id")
      .where("day", "=", day)
      .limit(1)
      .executeTakeFirst();
    if (any) days.push(day);
  }
  return days;
}

/**
 * Folds every finished day whose events are not folded yet into `insights_daily`. The day's
 * marker is written first, in the same transaction: instances folding at once fold each day once.
 */
export async function foldFinishedDays(db: Kysely<Database>, now: number): Promise<string[]> {
  const days = await daysToFold(db, dayOf(now));
  const done: string[] = [];
  for (const day of days) {
    const rows = await totalsOfDay(db, day);
    const foldedNow = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto("insights_days_folded")
        .values({ day, folded_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
        await trx
          .insertInto("insights_daily")
          .values(rows.slice(from, from + ROWS_PER_INSERT))
          .execute();
      }
      return true;
    });
    if (foldedNow) done.push(day);
  }
  return done;
}

/** Deletes raw events of folded days older than the retention; their totals stay. */
export async function purgeOldEvents(
  db: Kysely<Database>,
  retentionDays: number,
  now: number,
): Promise<number> {
  const oldest = dayBefore(dayOf(now), retentionDays - 1);
  const folded = db.selectFrom("insights_days_folded").select("day");
  const result = await db
    .deleteFrom("insights_events")
    .where("day", "<", oldest)
    .where("day", "in", folded)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
