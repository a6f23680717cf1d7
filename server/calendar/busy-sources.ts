import ICAL from "ical.js";
import { calendarQuery, getBasicAuthHeaders, propfind } from "tsdav";
import type { CalendarRead } from "./busy-events";
import { expandOffThread, readsWaitingFull, roomForRead } from "./busy-expansion";
import { comparable, feedReadMemo } from "./busy-feed-memo";
import { boundedFetch, CalendarReadError, type FetchLimits } from "./busy-fetch";
import type { ReadRange } from "./busy-span";

/** One calendar the site reads busy times from. */
export interface BusySource {
  /** What staff see it as: "CalDAV (cal.example.com)", "Feed 1 (calendar.example.com)". */
  label: string;
  kind: "caldav" | "ics";
  /**
   * The busy events meeting `range`, and the events left out; throws a CalendarReadError in
   * words. Nothing is downloaded while the reads waiting are full (ReadsWaitingFull).
   */
  read(range: ReadRange, agencyZone: string): Promise<CalendarRead>;
  /** The calendar's own name, for "Test the connection"; null when it has none. */
  name(): Promise<string | null>;
}

export interface CalDavSettings {
  url: string;
  username: string;
  password: string;
}

const timeRangeStamp = (instant: ReadRange["from"]) =>
  instant.toString({ smallestUnit: "second" }).replace(/[-:]/g, "");

/**
 * A CalDAV calendar collection, asked for the events meeting a range (a calendar-query with a
 * time-range filter): each object whole, to be expanded here, since servers differ in how they
 * expand recurrences themselves.
 */
export function calDavSource(settings: CalDavSettings, limits?: FetchLimits): BusySource {
  const where = new URL(settings.url);
  const label = `CalDAV (${where.host})`;
  const fetch = boundedFetch(label, where.pathname, limits);
  const headers = getBasicAuthHeaders({
    username: settings.username,
    password: settings.password,
  });

  return {
    label,
    kind: "caldav",
    async read(range, agencyZone) {
      if (!roomForRead()) throw readsWaitingFull(label);
      const responses = await calendarQuery({
        url: settings.url,
        props: { "d:getetag": {}, "c:calendar-data": {} },
        filters: [
          {
            "comp-filter": {
              _attributes: { name: "VCALENDAR" },
              "comp-filter": {
                _attributes: { name: "VEVENT" },
                "time-range": {
                  _attributes: { start: timeRangeStamp(range.from), end: timeRangeStamp(range.to) },
                },
              },
            },
          },
        ],
        depth: "1",
        headers,
        fetch,
      });
      const texts = davAnswers(label, where.pathname, responses).flatMap((response) => {
        const data = calendarData(response.props?.calendarData);
        return data ? [data] : [];
      });
      return expandOffThread(label, texts, range, agencyZone);
    },
    async name() {
      const [response] = davAnswers(
        label,
        where.pathname,
        await propfind({
          url: settings.url,
          props: { "d:displayname": {} },
          depth: "0",
          headers,
          fetch,
        }),
      );
      const name = response?.props?.displayname as unknown;
      return typeof name === "string" && name ? name : null;
    },
  };
}

/**
 * The answers of a WebDAV multistatus. tsdav hands back any other 2xx body (a sign-in page after a
 * redirect, a web page at the address) as one answer without properties, which would read as an
 * empty calendar.
 */
function davAnswers<T extends { raw?: unknown }>(label: string, path: string, answers: T[]): T[] {
  const multistatus = (answer: T) =>
    typeof answer.raw === "object" && answer.raw !== null && "multistatus" in answer.raw;
  if (answers.every(multistatus)) return answers;
  throw new CalendarReadError(
    `${label} did not answer as a CalDAV calendar at ${path} (perhaps a sign-in page or a web page): check the address`,
  );
}

function calendarData(value: unknown): string | null {
  if (typeof value === "string") return value;
  const cdata = (value as { _cdata?: unknown } | undefined)?._cdata;
  return typeof cdata === "string" ? cdata : null;
}

/**
 * A read-only iCalendar feed (the secret address Google, Outlook or iCloud gives a calendar),
 * fetched whole each time; reads asked while a download is under way share it, whatever their
 * range, and a text read before is not read again (busy-feed-memo.ts). Its address is a secret:
 * only its host is ever shown or logged.
 */
export function icsFeedSource(url: string, position: number, limits?: FetchLimits): BusySource {
  const label = `Feed ${position} (${new URL(url).host})`;
  const fetch = boundedFetch(label, "its address", limits);
  let downloading: Promise<string> | null = null;
  function text() {
    downloading ??= fetch(url, { headers: { accept: "text/calendar" } })
      .then((response) => response.text())
      .finally(() => (downloading = null));
    return downloading;
  }
  const memo = feedReadMemo();
  return {
    label,
    kind: "ics",
    async read(range, agencyZone) {
      if (!roomForRead()) throw readsWaitingFull(label);
      const body = await text();
      const calendar = comparable(body);
      const known = memo.recall(calendar, range, agencyZone);
      if (known) return known;
      const read = await expandOffThread(label, [body], range, agencyZone);
      memo.keep(calendar, range, agencyZone, read);
      return read;
    },
    async name() {
      const body = await text();
      return parsed(label, () => {
        const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
        const name = calendar.getFirstPropertyValue("x-wr-calname");
        return typeof name === "string" && name ? name : null;
      });
    },
  };
}

function parsed<T>(label: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new CalendarReadError(
      `${label} sent something that is not a calendar: ${(error as Error).message}`,
    );
  }
}

/** Every configured source: the CalDAV calendar, then each feed in the order given. */
export function configuredSources(config: {
  CALDAV_URL: string;
  CALDAV_USERNAME: string;
  CALDAV_PASSWORD: string;
  BUSY_ICS_URLS: string[];
}): BusySource[] {
  const sources: BusySource[] = [];
  if (config.CALDAV_URL) {
    sources.push(
      calDavSource({
        url: config.CALDAV_URL,
        username: config.CALDAV_USERNAME,
        password: config.CALDAV_PASSWORD,
      }),
    );
  }
  config.BUSY_ICS_URLS.forEach((url, index) => sources.push(icsFeedSource(url, index + 1)));
  return sources;
}
