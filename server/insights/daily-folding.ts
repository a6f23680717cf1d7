import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { dayTotalsQuery } from "./day-totals";
import { dayBefore, dayOf } from "./insights-days";

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
 * Folds every finished day whose events are not folded yet into `insights_daily`, inside the
 * database (its totals never pass through this process). The day's marker is written first, in
 * the same transaction: instances folding at once fold each day once.
 */
export async function foldFinishedDays(db: Kysely<Database>, now: number): Promise<string[]> {
  const days = await daysToFold(db, dayOf(now));
  const done: string[] = [];
  for (const day of days) {
    const foldedNow = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto("insights_days_folded")
        .values({ day, folded_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await sql`INSERT INTO insights_daily (day, name, dimension, key, count, visitors)
        SELECT CAST(${day} AS text), name, dimension, key, count, visitors
        FROM (${dayTotalsQuery(day)}) AS totals`.execute(trx);
      return true;
    });
    if (foldedNow) done.push(day);
  }
  return done;
}

/**
 * Deletes raw events of folded days older than the retention (their totals stay), and landings
 * older than yesterday: a lead finds its visit on the same day only.
 */
export async function purgeOldEvents(
  db: Kysely<Database>,
  retentionDays: number,
  now: number,
): Promise<number> {
  const today = dayOf(now);
  const oldest = dayBefore(today, retentionDays - 1);
  const folded = db.selectFrom("insights_days_folded").select("day");
  const result = await db
    .deleteFrom("insights_events")
    .where("day", "<", oldest)
    .where("day", "in", folded)
    .executeTakeFirst();
  await db.deleteFrom("insights_landings").where("day", "<", dayBefore(today)).execute();
  return Number(result.numDeletedRows);
}
