import { createCalendarRead, type CalendarReadConfig } from "./calendar-read";
import type { Logger } from "../logger";

/* The calendar wing's door: what it hands the wiring (server/wings.ts), and those parts' types. */
export type {
  CalendarDesk,
  CalendarStatus,
  CalendarStatusRow,
  ConnectionTest,
} from "./calendar-status";

/**
 * The team's calendars read for busy times: the cache the booking wing asks (absent when none is
 * configured), the inbox's desk for their state, and the reading schedule.
 */
export function createCalendarWing({
  config,
  agencyZone,
  logger,
}: {
  config: CalendarReadConfig;
  /** The agency's zone as staff keep it now: a day's busy time is read in it. */
  agencyZone: () => Promise<string>;
  logger: Logger;
}) {
  const read = createCalendarRead({ config, agencyZone, logger });
  return {
    busyTimes: read.busyTimes,
    inbox: { reads: read.desk },
    schedules: [{ start: read.start, stop: read.stop }],
  };
}
