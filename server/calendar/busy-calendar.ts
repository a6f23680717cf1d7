import { Temporal } from "temporal-polyfill";
import { BOOKING_LIMITS } from "../../core/booking/availability-schema";
import type { Logger } from "../logger";
import type { CalendarRead, SkippedEvent } from "./busy-events";
import { ReadsWaitingFull } from "./busy-expansion";
import type { BusySource } from "./busy-sources";
import { heldSpan, meets, type CalendarEvent, type ReadRange } from "./busy-span";

/** Time the team's calendars hold, as the booking service counts it. */
export type CalendarBusyTime = { uid: string; start: Temporal.Instant; end: Temporal.Instant };

export interface BusyCalendarOptions {
  sources: BusySource[];
  /** How often the busy times are read again: the most an offered slot is stale. */
  refreshMs: number;
  /** How long slots are offered against the last good read while a calendar cannot be read. */
  outageMs: number;
  /** The agency's zone, for all-day events and floating times. */
  agencyZone: () => Promise<string>;
  logger?: Pick<Logger, "warn" | "info">;
  now?: () => Date;
  /** How long a request waits for a calendar's first read (FIRST_READ_WAIT_MS). */
  firstReadWaitMs?: number;
}

/** What is known of one source: its last good read, and its last error if that came after. */
export interface SourceState {
  label: string;
  kind: BusySource["kind"];
  lastGoodAt: Date | null;
  lastError: { at: Date; message: string } | null;
  events: number;
  /** The events its last good read left out, named; `skippedCount` counts them all. */
  skipped: SkippedEvent[];
  skippedCount: number;
}

type Snapshot = { at: Date; range: ReadRange } & CalendarRead;

/** The days ahead each read covers: the longest booking horizon, and a day either side. */
const READ_DAYS_AHEAD = BOOKING_LIMITS.horizonDays.max + 1;
/**
 * The days back each read covers: a booking's fresh read reaches two days before its start (its
 * agency day either side, and a day more), and a feed that has not changed since is answered from
 * this read (busy-feed-memo.ts), tomorrow's bookings included.
 */
const READ_DAYS_BACK = 3;
const DAY = Temporal.Duration.from({ hours: 24 });
/**
 * How long a request waits for the first read of a calendar after a start (every deploy) before
 * it answers without it, as an outage: well within the 20 s a voice provider waits for a tool.
 */
export const FIRST_READ_WAIT_MS = 10_000;

/**
 * The busy times of the team's calendars, read in the background every `refreshMs` and kept per
 * process. Slots are offered against the cached read; a booking is confirmed against a fresh one.
 * While a source cannot be read, its last good read counts for `outageMs`; after that the site
 * answers that booking is unavailable (null) until the source is read again.
 */
export function createBusyCalendar(options: BusyCalendarOptions) {
  const { sources, refreshMs, outageMs, logger, now = () => new Date() } = options;
  const { firstReadWaitMs = FIRST_READ_WAIT_MS } = options;
  const snapshots = new Map<BusySource, Snapshot>();
  const errors = new Map<BusySource, { at: Date; message: string }>();
  /** When each source was last read in full (or tried): a failing one is not asked per request. */
  const attempts = new Map<BusySource, number>();
  let inFlight: Promise<void> | null = null;
  /** Each source's reads under way, by range and zone: callers at the same time share one. */
  const reading = new Map<BusySource, Map<string, Promise<CalendarRead | null>>>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const instantNow = () => Temporal.Instant.fromEpochMilliseconds(now().getTime());
  const ageOf = (source: BusySource) => {
    const snapshot = snapshots.get(source);
    return snapshot ? now().getTime() - snapshot.at.getTime() : Infinity;
  };

  /** The source read over `range`, or null when it could not be read now (said in the log). */
  function readSource(source: BusySource, range: ReadRange, zone: string) {
    const key = `${range.from.toString()} ${range.to.toString()} ${zone}`;
    const underWay = reading.get(source) ?? new Map<string, Promise<CalendarRead | null>>();
    reading.set(source, underWay);
    let read = underWay.get(key);
    if (!read) {
      read = readNow(source, range, zone).finally(() => underWay.delete(key));
      underWay.set(key, read);
    }
    return read;
  }

  async function readNow(source: BusySource, range: ReadRange, zone: string) {
    try {
      const read = await source.read(range, zone);
      if (errors.has(source)) logger?.info({ calendar: source.label }, "calendar read again");
      errors.delete(source);
      return read;
    } catch (error) {
      const message = (error as Error).message;
      // Too many reads waiting is this server's load, not the calendar's fault: not its error.
      if (!(error instanceof ReadsWaitingFull)) errors.set(source, { at: now(), message });
      logger?.warn({ calendar: source.label, error: message }, "calendar could not be read");
      return null;
    }
  }

  async function readAll() {
    const range = {
      from: instantNow().subtract({ hours: 24 * READ_DAYS_BACK }),
      to: instantNow().add({ hours: 24 * READ_DAYS_AHEAD }),
    };
    let zone: string;
    try {
      zone = await options.agencyZone();
    } catch (error) {
      // The database away for a moment: this read is missed, like a calendar's, never a crash.
      const message = "the agency's time zone could not be read from the database";
      for (const source of sources) errors.set(source, { at: now(), message });
      logger?.warn({ err: error }, `calendars not read: ${message}`);
      return;
    }
    await Promise.all(
      sources.map(async (source) => {
        const at = now();
        attempts.set(source, at.getTime());
        const read = await readSource(source, range, zone);
        if (read) snapshots.set(source, { at, range, ...read });
      }),
    );
  }

  /** Reads every source again; callers at the same time share one read. */
  function refresh(): Promise<void> {
    inFlight ??= readAll().finally(() => (inFlight = null));
    return inFlight;
  }

  /**
   * A calendar's last good read counts while it answers, however old (it is as fresh as the
   * refresh the owner chose), and while it fails, for the outage window.
   */
  function usable(source: BusySource) {
    if (!snapshots.has(source)) return false;
    return !errors.has(source) || ageOf(source) <= outageMs;
  }

  function eventsMeeting(events: CalendarEvent[], range: ReadRange, zone: string) {
    return events.flatMap((event) =>
      meets(event, range, zone) ? [{ uid: event.uid, ...heldSpan(event, zone) }] : [],
    );
  }

  /**
   * Waits, up to `firstReadWaitMs`, for the first read of the sources with no good read that
   * have not failed one: right after a start, a request is answered once the calendars are known.
   */
  async function firstRead() {
    const failed = (source: BusySource) => attempts.has(source) && errors.has(source);
    const unread = (source: BusySource) => !snapshots.has(source) && !failed(source);
    if (!sources.some(unread)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, firstReadWaitMs)));
    await Promise.race([refresh(), bound]).finally(() => clearTimeout(timer));
  }

  /** The cached busy time meeting `range`, or null while some calendar is out too long. */
  async function busy(range: ReadRange, zone: string): Promise<CalendarBusyTime[] | null> {
    const since = (source: BusySource) => now().getTime() - (attempts.get(source) ?? -Infinity);
    await firstRead();
    if (sources.some((source) => since(source) > refreshMs)) void refresh();
    if (!sources.every(usable)) return null;
    return sources.flatMap((source) => eventsMeeting(snapshots.get(source)!.events, range, zone));
  }

  /**
   * The busy time meeting `range` as the calendars say it now, read afresh for a booking about to
   * be committed; what was read replaces the cache's events there. A source that cannot be read
   * counts with its last good read within the outage window; past it, null.
   */
  async function confirm(range: ReadRange, zone: string): Promise<CalendarBusyTime[] | null> {
    const wide = { from: range.from.subtract(DAY), to: range.to.add(DAY) };
    const read = await Promise.all(
      sources.map(async (source) => {
        const fresh = (await readSource(source, wide, zone))?.events;
        const snapshot = snapshots.get(source);
        if (fresh && snapshot) {
          const kept = snapshot.events.filter((event) => !meets(event, wide, zone));
          snapshot.events = [...kept, ...fresh];
        }
        if (fresh) return eventsMeeting(fresh, range, zone);
        // Not read now (reads waiting full, or failing): the last good read, awaited after a start.
        if (!snapshot) await firstRead();
        return usable(source) ? eventsMeeting(snapshots.get(source)!.events, range, zone) : null;
      }),
    );
    return read.some((events) => events === null) ? null : (read.flat() as CalendarBusyTime[]);
  }

  function states(): SourceState[] {
    return sources.map((source) => {
      const snapshot = snapshots.get(source);
      const error = errors.get(source) ?? null;
      return {
        label: source.label,
        kind: source.kind,
        lastGoodAt: snapshot?.at ?? null,
        lastError: error,
        events: snapshot?.events.length ?? 0,
        skipped: snapshot?.skipped ?? [],
        skippedCount: snapshot?.skippedCount ?? 0,
      };
    });
  }

  return {
    connected: sources.length > 0,
    sources,
    busy,
    confirm,
    refresh,
    states,
    start() {
      void refresh();
      timer = setInterval(() => void refresh(), refreshMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      return inFlight ?? Promise.resolve();
    },
  };
}

export type BusyCalendar = ReturnType<typeof createBusyCalendar>;
