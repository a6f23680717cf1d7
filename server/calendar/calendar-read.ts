import type { Config } from "../config";
import type { Logger } from "../logger";
import { createBusyCalendar } from "./busy-calendar";
import { configuredSources, type BusySource } from "./busy-sources";
import { createCalendarDesk } from "./calendar-status";

const MINUTE_MS = 60_000;

export type CalendarReadConfig = Pick<
  Config,
  | "CALDAV_URL"
  | "CALDAV_USERNAME"
  | "CALDAV_PASSWORD"
  | "BUSY_ICS_URLS"
  | "CALENDAR_REFRESH_MINUTES"
  | "CALENDAR_OUTAGE_MINUTES"
>;

/**
 * The calendars read for busy times, wired from the configuration: the cache the booking service
 * asks (absent when none is configured), and the inbox's desk for their state.
 */
export function createCalendarRead({
  config,
  agencyZone,
  logger,
  sources = configuredSources(config),
  now,
}: {
  config: CalendarReadConfig;
  agencyZone: () => Promise<string>;
  logger?: Pick<Logger, "warn" | "info">;
  sources?: BusySource[];
  now?: () => Date;
}) {
  const calendar = createBusyCalendar({
    sources,
    refreshMs: config.CALENDAR_REFRESH_MINUTES * MINUTE_MS,
    outageMs: config.CALENDAR_OUTAGE_MINUTES * MINUTE_MS,
    agencyZone,
    logger,
    now,
  });
  const desk = createCalendarDesk({
    calendar,
    agencyZone,
    refreshMinutes: config.CALENDAR_REFRESH_MINUTES,
    outageMinutes: config.CALENDAR_OUTAGE_MINUTES,
    now,
  });
  return {
    /** For the booking service: undefined when no calendar is configured. */
    busyTimes: sources.length > 0 ? calendar : undefined,
    desk,
    start: () => (sources.length > 0 ? calendar.start() : undefined),
    stop: () => calendar.stop(),
  };
}
