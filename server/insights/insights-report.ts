import type { Kysely } from "kysely";
import type { Period } from "../../core/insights/insights-period";
import type { Database } from "../db/schema";
import { createTotals, EVENT_COLUMNS, type DailyRow } from "./daily-totals";
import { dayOf } from "./visitor-salts";

/**
 * Events of other instances (or of this one's late writes) may arrive with times a little before
 * the newest one seen: each read looks back this far, skipping the events it has counted.
 */
const LOOK_BACK_MS = 60_000;

/**
 * Today's totals, kept up to date in memory: each read adds only the events stored since the
 * last one (by the day's index on time), so the dashboard's cost does not grow with the day.
 */
export function createLiveTotals(db: Kysely<Database>) {
  let today: {
    day: string;
    totals: ReturnType<typeof createTotals>;
    newest: number;
    /** Events counted within LOOK_BACK_MS of the newest: the ones a read may see again. */
    recent: Map<string, number>;
  } | null = null;

  return async function totalsOfToday(day: string): Promise<DailyRow[]> {
    if (today?.day !== day) {
      today = { day, totals: createTotals(), newest: 0, recent: new Map() };
    }
    const state = today;
    const since = new Date(Math.max(0, state.newest - LOOK_BACK_MS)).toISOString();
    const events = await db
      .selectFrom("insights_events")
      .select(["id", "at", ...EVENT_COLUMNS])
      .where("day", "=", day)
      .where("at", ">=", since)
      .execute();
    for (const event of events) {
      if (state.recent.has(event.id)) continue;
      const at = Date.parse(event.at);
      state.totals.add(event);
      state.recent.set(event.id, at);
      state.newest = Math.max(state.newest, at);
    }
    for (const [id, at] of state.recent) {
      if (at < state.newest - LOOK_BACK_MS) state.recent.delete(id);
    }
    return state.totals.rows();
  };
}

export type LiveTotals = ReturnType<typeof createLiveTotals>;

/**
 * The daily totals of a period and of the period before it: finished days from the folded
 * totals (by their primary key's day), today's from the live totals.
 */
export async function totalsFor(
  db: Kysely<Database>,
  live: LiveTotals,
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
  return [...folded, ...(await live(today))];
}
