import type { Kysely } from "kysely";
import type { Period } from "../../core/insights/insights-period";
import type { Database } from "../db/schema";
import { totalsOfDay, type DailyRow } from "./daily-totals";
import { dayOf } from "./visitor-salts";

/**
 * The daily totals of a period and of the period before it: finished days from the folded
 * totals (by their primary key's day), today's made from its raw events.
 */
export async function totalsFor(
  db: Kysely<Database>,
  period: Period,
  now: number,
): Promise<DailyRow[]> {
  const today = dayOf(now);
  const folded = await db
    .selectFrom("insights_daily")
    .selectAll()
    .where("day", ">=", period.previous.from)
    .where("day", "<=", period.to)
    .where("day", "<", today)
    .execute();
  if (period.to < today) return folded;
  return [...folded, ...(await totalsOfDay(db, today))];
}
