import { sql, type Kysely, type RawBuilder } from "kysely";
import { SOURCE_LANGUAGE, siteLanguages } from "../../core/content/languages";
import { KEYS_PER_DAY, NOT_FOUND_KEY, OTHER_KEY } from "../../core/insights/insight-events";
import type { Database, InsightsDailyTable } from "../db/schema";

/**
 * Totals of a day's events, made by the database (GROUP BY on SQLite and PostgreSQL alike): for
 * each event name, by each dimension, how many events and how many visitors. Finished days are
 * folded into `insights_daily` and kept; today's are made from its raw events when asked for.
 * Memory holds the totals only, never the events.
 */
export type DailyRow = InsightsDailyTable;

/** Joins the parts of a compound key (UTM tags; a placement and a lead's channel). */
export const KEY_SEPARATOR = "\t";

const separator = sql.lit(KEY_SEPARATOR);

/**
 * The language of an event's page, by its path's prefix (core/content/languages.ts): each other
 * language's code for its paths, the source's for the rest. A page not found keeps no path.
 */
const languageOfPage = sql`CASE ${sql.join(
  Object.keys(siteLanguages)
    .filter((code) => code !== SOURCE_LANGUAGE)
    .map(
      (code) =>
        sql`WHEN path = ${sql.lit(`/${code}`)} OR path LIKE ${sql.lit(`/${code}/%`)} THEN ${sql.lit(code)}`,
    ),
  sql` `,
)} ELSE ${sql.lit(SOURCE_LANGUAGE)} END`;
const tags = sql`coalesce(utm_source, '') || ${separator} || coalesce(utm_medium, '') || ${separator} || coalesce(utm_campaign, '')`;

/** Each dimension's key, the events it applies to, and whether its keys are capped. */
const dimensions = {
  total: { key: sql`''`, capped: false },
  page: { key: sql`path`, capped: true },
  referrer: { key: sql`coalesce(referrer_host, '')`, capped: true },
  campaign: {
    key: tags,
    when: sql`(utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)`,
    capped: true,
  },
  device: { key: sql`device`, capped: false },
  language: { key: languageOfPage, when: sql`path <> ${NOT_FOUND_KEY}`, capped: false },
  placement: {
    key: sql`placement || ${separator} || coalesce(channel, '')`,
    when: sql`placement IS NOT NULL`,
    capped: false,
  },
  /**
   * Leads whose visitor has a counted page view that day: the conversion's leads. A lead from no
   * counted visit (a tool call, the command line) is a lead, but no visitor's (by its index).
   */
  visited: {
    key: sql`''`,
    when: sql`name = 'lead_created' AND EXISTS (SELECT 1 FROM insights_events AS seen
      WHERE seen.visitor = insights_events.visitor AND seen.day = insights_events.day
      AND seen.name = 'pageview')`,
    capped: false,
  },
} satisfies Record<
  string,
  { key: RawBuilder<unknown>; when?: RawBuilder<unknown>; capped: boolean }
>;
export type Dimension = keyof typeof dimensions;

/** One dimension's totals of the day, capped at KEYS_PER_DAY keys per name where it says so. */
function dimensionTotals(name: Dimension, day: string) {
  const { key, capped } = dimensions[name];
  const when = "when" in dimensions[name] ? sql`AND ${dimensions[name].when}` : sql``;
  const grouped = sql`SELECT name, ${key} AS key, count(*) AS count,
      count(DISTINCT visitor) AS visitors
    FROM insights_events WHERE day = ${day} ${when} GROUP BY 1, 2`;
  if (!capped)
    return sql`SELECT name, ${sql.lit(name)} AS dimension, key, count, visitors FROM (${grouped}) AS t`;
  // Beyond the most frequent keys, one row: its visitors are the sum of its keys'.
  const ranked = sql`SELECT name, key, count, visitors,
      row_number() OVER (PARTITION BY name ORDER BY count DESC, key) AS rank
    FROM (${grouped}) AS g`;
  const folded = sql`SELECT name,
      CASE WHEN rank <= ${sql.lit(KEYS_PER_DAY)} THEN key ELSE ${sql.lit(OTHER_KEY)} END AS key,
      count, visitors
    FROM (${ranked}) AS r`;
  return sql`SELECT name, ${sql.lit(name)} AS dimension, key, sum(count) AS count,
      sum(visitors) AS visitors
    FROM (${folded}) AS f GROUP BY name, key`;
}

/** The whole day's totals as one statement: name, dimension, key, count, visitors. */
export const dayTotalsQuery = (day: string) =>
  sql.join(
    (Object.keys(dimensions) as Dimension[]).map((name) => dimensionTotals(name, day)),
    sql` UNION ALL `,
  );

/** A day's totals from its raw events (today's, or a day not folded yet). */
export async function totalsOfDay(db: Kysely<Database>, day: string): Promise<DailyRow[]> {
  const { rows } = await sql<Omit<DailyRow, "day">>`${dayTotalsQuery(day)}`.execute(db);
  return rows.map((row) => ({
    ...row,
    day,
    count: Number(row.count),
    visitors: Number(row.visitors),
  }));
}
