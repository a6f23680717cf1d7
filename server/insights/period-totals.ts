import { sql, type Kysely } from "kysely";
import type { Period } from "../../core/insights/insights-period";
import type { Database } from "../db/schema";
import { totalsOfDay, type DailyRow } from "./day-totals";
import { dayOf } from "./insights-days";

/**
 * Keys kept per event name and dimension when a period's days are summed: far more than the
 * dashboard's lists show (10), so that summing them with today's cannot change those lists.
 */
const KEYS_PER_PERIOD = 100;

/** Each day's overall totals (the chart and the headline), of the period and the one before. */
const dailyOverall = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom("insights_daily")
    .selectAll()
    .where("dimension", "=", "total")
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
        WHERE day >= ${from} AND day <= ${to} AND dimension <> 'total'
        GROUP BY name, dimension, key
      ) AS summed
    ) AS ranked
    WHERE rank <= ${sql.lit(KEYS_PER_PERIOD)}`.execute(db);
  return rows.map((row) => ({
    ...row,
    day: from,
    count: Number(row.count),
    visitors: Number(row.visitors),
  }));
}

/**
 * What the dashboard's figures are made of, for a period and the period before it: finished days'
 * folded totals, summed by the database, and today's totals made from its raw events. The rows
 * are bounded by the keys kept, whatever the number of events.
 */
export async function totalsFor(
  db: Kysely<Database>,
  period: Period,
  now: number,
): Promise<DailyRow[]> {
  const today = dayOf(now);
  const finishedTo = period.to < today ? period.to : dayOf(Date.parse(today) - 1);
  const [overall, keyed, live] = await Promise.all([
    dailyOverall(db, period.previous.from, finishedTo),
    period.from <= finishedTo ? summedKeys(db, period.from, finishedTo) : [],
    period.to >= today ? totalsOfDay(db, today) : [],
  ]);
  return [
    ...overall.map((row) => ({ ...row, count: Number(row.count), visitors: Number(row.visitors) })),
    ...keyed,
    ...live,
  ];
}

/** The period's daily totals, day by day, as the CSV lists them: bounded by the keys a day keeps. */
export async function dailyTotalsFor(
  db: Kysely<Database>,
  period: Period,
  now: number,
): Promise<DailyRow[]> {
  const today = dayOf(now);
  const [folded, live] = await Promise.all([
    db
      .selectFrom("insights_daily")
      .selectAll()
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .where("day", "<", today)
      .orderBy(["day", "name", "dimension", "key"])
      .execute(),
    period.to >= today ? totalsOfDay(db, today) : [],
  ]);
  return [...folded, ...live];
}
