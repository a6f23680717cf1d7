import { sql, type Kysely } from "kysely";
import type { Period } from "../../core/insights/insights-period";
import type { Database } from "../db/schema";
import { totalsOfDay, type DailyRow, type Dimension } from "./day-totals";
import { dayBefore, dayOf } from "./insights-days";

/**
 * Keys kept per event name and dimension when a period's days are summed: far more than the
 * dashboard's lists show (10), so that summing them with today's cannot change those lists.
 */
const KEYS_PER_PERIOD = 100;
/**
 * Today's totals cost the database a few hundred ms at a flood's 11,000 distinct keys a day, on
 * SQLite on the thread that answers every request: too much for every look at the dashboard. They
 * are reused while no event has been stored since (one look at the day's index); else while
 * younger than TODAY_FRESH_MS; else, younger than TODAY_STALE_MS, shown while new ones are made
 * after the answer; older, a look waits for new ones.
 */
export const TODAY_FRESH_MS = 5_000;
export const TODAY_STALE_MS = 10 * 60_000;
/** Periods whose finished days' sums are kept, each a few thousand rows at most. */
const PERIODS_KEPT = 8;

const numbers = (row: DailyRow): DailyRow => ({
  ...row,
  count: Number(row.count),
  visitors: Number(row.visitors),
});

/** A day's one-row dimensions: its totals, and its leads from counted visits (the conversion's). */
const OVERALL = ["total", "visited"] as const satisfies Dimension[];

/** Each day's overall totals (the chart and the headline), of the period and the one before. */
const dailyOverall = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom("insights_daily")
    .selectAll()
    .where("dimension", "in", OVERALL)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();

/**
 * The period's finished days summed by the database, by name, dimension and key: the most
 * frequent KEYS_PER_PERIOD of each, dated the period's first day.
 */
async function summedKeys(db: Kysely<Database>, from: string, to: string): Promise<DailyRow[]> {
  const { rows } = await sql<Omit<DailyRow, "day">>`SELECT name, dimension, key, count, visitors
    FROM (
      SELECT name, dimension, key, count, visitors,
        row_number() OVER (PARTITION BY name, dimension ORDER BY count DESC, key) AS rank
      FROM (
        SELECT name, dimension, key, sum(count) AS count, sum(visitors) AS visitors
        FROM insights_daily
        WHERE day >= ${from} AND day <= ${to} AND dimension NOT IN (${sql.join(OVERALL)})
        GROUP BY name, dimension, key
      ) AS summed
    ) AS ranked
    WHERE rank <= ${sql.lit(KEYS_PER_PERIOD)}`.execute(db);
  return rows.map((row) => numbers({ ...row, day: from }));
}

/**
 * What the dashboard's figures are made of, for a period and the period before it: finished days'
 * folded totals, summed by the database, and today's totals made from its raw events. The rows
 * are bounded by the keys kept, whatever the number of events. Finished days' sums are kept until
 * another day is folded (by any instance); today's for TODAY_FRESH_MS.
 */
export function createPeriodTotals(db: Kysely<Database>) {
  type Made = { day: string; madeAt: number; newest: string | null; rows: DailyRow[] };
  let today: Made | null = null;
  let making: { day: string; made: Promise<Made> } | null = null;
  const finished = new Map<string, Promise<DailyRow[]>>();

  const newestOf = async (day: string) =>
    (
      await db
        .selectFrom("insights_events")
        .select((eb) => eb.fn.max("at").as("at"))
        .where("day", "=", day)
        .executeTakeFirst()
    )?.at ?? null;

  /** Makes today's totals anew, once for every look that asks meanwhile. */
  function remake(day: string, now: number): Promise<Made> {
    if (making?.day === day) return making.made;
    const made = (async () => {
      const newest = await newestOf(day);
      today = { day, madeAt: now, newest, rows: await totalsOfDay(db, day) };
      return today;
    })();
    making = { day, made };
    void made.catch(() => undefined).finally(() => making?.made === made && (making = null));
    return made;
  }

  async function todays(day: string, now: number): Promise<DailyRow[]> {
    if (today?.day !== day) return (await remake(day, now)).rows;
    const age = now - today.madeAt;
    if (age < TODAY_FRESH_MS || (await newestOf(day)) === today.newest) return today.rows;
    if (age >= TODAY_STALE_MS) return (await remake(day, now)).rows;
    // After this answer; a failure keeps the totals there are, and the next look tries again.
    setImmediate(() => void remake(day, now).catch(() => undefined));
    return today.rows;
  }

  async function finishedDays(period: Period, to: string): Promise<DailyRow[]> {
    const folded = await db
      .selectFrom("insights_days_folded")
      .select((eb) => eb.fn.max("day").as("day"))
      .executeTakeFirst();
    const key = `${period.previous.from} ${period.from} ${to} ${folded?.day ?? ""}`;
    let rows = finished.get(key);
    if (!rows) {
      rows = Promise.all([
        dailyOverall(db, period.previous.from, to),
        period.from <= to ? summedKeys(db, period.from, to) : [],
      ]).then(([overall, keyed]) => [...overall.map(numbers), ...keyed]);
      if (finished.size >= PERIODS_KEPT) finished.delete(finished.keys().next().value!);
      finished.set(key, rows);
      void rows.catch(() => finished.get(key) === rows && finished.delete(key));
    }
    return rows;
  }

  return {
    async totalsFor(period: Period, now: number): Promise<DailyRow[]> {
      const day = dayOf(now);
      const to = period.to < day ? period.to : dayBefore(day);
      const [done, live] = await Promise.all([
        finishedDays(period, to),
        period.to >= day ? todays(day, now) : [],
      ]);
      return [...done, ...live];
    },
    /** The period's daily totals in the CSV's order: bounded by the keys a day keeps. */
    async dailyTotalsFor(period: Period, now: number): Promise<DailyRow[]> {
      const day = dayOf(now);
      const [folded, live] = await Promise.all([
        db
          .selectFrom("insights_daily")
          .selectAll()
          .where("day", ">=", period.from)
          .where("day", "<=", period.to)
          .where("day", "<", day)
          .orderBy(["day", "name", "dimension", "key"])
          .execute(),
        period.to >= day ? todays(day, now) : [],
      ]);
      const order = (row: DailyRow) => `${row.name}\n${row.dimension}\n${row.key}`;
      const sorted = [...live].sort((a, b) => (order(a) < order(b) ? -1 : 1));
      return [...folded.map(numbers), ...sorted];
    },
  };
}

export type PeriodTotals = ReturnType<typeof createPeriodTotals>;
