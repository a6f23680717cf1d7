import { calendarWriteState, type CalendarWriteState } from "./write-state";
import type { SiteDatabase } from "../../db/database";

export type { CalendarWriteState } from "./write-state";

export interface CalendarWriteDesk {
  state(): Promise<CalendarWriteState>;
}

/** The availability page's door to how the writes to the team's calendar stand. */
export function createCalendarWriteDesk({
  database,
  on,
}: {
  database: Pick<SiteDatabase, "db">;
  /** CALDAV_URL is set. */
  on: boolean;
}): CalendarWriteDesk {
  return { state: () => calendarWriteState(database.db, on) };
}
