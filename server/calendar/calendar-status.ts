import { Temporal } from "temporal-polyfill";
import type { BusyCalendar, SourceState } from "./busy-calendar";
import type { SkippedEvent } from "./busy-events";

/**
 * One line of the inbox's Calendar section: a calendar read here, or (written by the calendar's
 * write side) where bookings go and the subscription feed.
 */
export interface CalendarStatusRow {
  id: string;
  role: "read" | "write" | "feed";
  label: string;
  /**
   * ok: read within the refresh; stale: failing, slots offered from the last good read;
   * unavailable: failing past the outage window, booking is refused; waiting: not read yet.
   */
  state: "ok" | "stale" | "unavailable" | "waiting";
  lastGoodAt: string | null;
  lastError: { at: string; message: string } | null;
  /** Events in the last good read. */
  events: number | null;
  /**
   * Events the last good read left out (a repeat rule that never matches, an event that cannot
   * be read), the first few named; `skippedCount` counts them all.
   */
  skipped: SkippedEvent[];
  skippedCount: number;
}

export interface CalendarStatus {
  /** Some calendar is configured to be read. */
  connected: boolean;
  refreshMinutes: number;
  outageMinutes: number;
  rows: CalendarStatusRow[];
}

/** What "Test the connection" found in each calendar read. */
export type ConnectionTest = {
  label: string;
  testedAt: string;
} & ({ ok: true; name: string | null; eventsThisWeek: number } | { ok: false; message: string });

/**
 * The inbox's door to the calendars read for busy times: their state, and a test that reads each
 * afresh. Never throws: a calendar's failure is part of the answer, in words.
 */
export function createCalendarDesk({
  calendar,
  agencyZone,
  refreshMinutes,
  outageMinutes,
  now = () => new Date(),
}: {
  calendar: BusyCalendar;
  agencyZone: () => Promise<string>;
  refreshMinutes: number;
  outageMinutes: number;
  now?: () => Date;
}) {
  function rowOf(source: SourceState, index: number): CalendarStatusRow {
    const failing =
      source.lastError !== null &&
      (source.lastGoodAt === null || source.lastError.at >= source.lastGoodAt);
    const age = source.lastGoodAt ? now().getTime() - source.lastGoodAt.getTime() : Infinity;
    const state = !failing
      ? source.lastGoodAt
        ? "ok"
        : "waiting"
      : age <= outageMinutes * 60_000
        ? "stale"
        : "unavailable";
    return {
      id: `read-${index + 1}`,
      role: "read",
      label: source.label,
      state,
      lastGoodAt: source.lastGoodAt?.toISOString() ?? null,
      lastError: source.lastError && {
        at: source.lastError.at.toISOString(),
        message: source.lastError.message,
      },
      events: source.lastGoodAt ? source.events : null,
      skipped: source.skipped,
      skippedCount: source.skippedCount,
    };
  }

  function status(): CalendarStatus {
    return {
      connected: calendar.sources.length > 0,
      refreshMinutes,
      outageMinutes,
      rows: calendar.states().map(rowOf),
    };
  }

  /** Each calendar read afresh for this week (Monday to Monday in the agency's zone). */
  async function test(): Promise<ConnectionTest[]> {
    const zone = await agencyZone();
    const today = Temporal.Instant.fromEpochMilliseconds(now().getTime())
      .toZonedDateTimeISO(zone)
      .toPlainDate();
    const monday = today.subtract({ days: today.dayOfWeek - 1 });
    const week = {
      from: monday.toZonedDateTime({ timeZone: zone }).toInstant(),
      to: monday.add({ days: 7 }).toZonedDateTime({ timeZone: zone }).toInstant(),
    };
    const tests = await Promise.all(
      calendar.sources.map(async (source): Promise<ConnectionTest> => {
        const testedAt = now().toISOString();
        try {
          const [name, read] = await Promise.all([source.name(), source.read(week, zone)]);
          const eventsThisWeek = read.events.length;
          return { label: source.label, testedAt, ok: true, name, eventsThisWeek };
        } catch (error) {
          return { label: source.label, testedAt, ok: false, message: (error as Error).message };
        }
      }),
    );
    await calendar.refresh();
    return tests;
  }

  return { status, test };
}

export type CalendarDesk = ReturnType<typeof createCalendarDesk>;
