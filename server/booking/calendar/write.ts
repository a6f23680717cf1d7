import ICAL from "ical.js";
import { deleteObject, getBasicAuthHeaders, updateObject } from "tsdav";
import { DELIVERY_TIMEOUT_MS, describeError } from "../../inquiries/delivery-channel";

/** The team's CalDAV calendar: the collection's URL and an account (an app password) to write it. */
export interface CalDavAccount {
  url: string;
  username: string;
  password: string;
}

/** A write the calendar refused or never answered, said in words for the log and the inbox. */
export class CalendarWriteError extends Error {
  override name = "CalendarWriteError";
}

/** What a write did; each is the calendar holding the booking's state. */
export type PutOutcome = "created" | "updated" | "kept a newer version";
export type RemoveOutcome = "deleted" | "already gone";

export interface CalendarWriter {
  /** Puts the stored object of the event `uid` at its own URL, unless we wrote a later SEQUENCE there. */
  put(event: { uid: string; sequence: number; object: string }): Promise<PutOutcome>;
  /** Removes the event `uid`; an event already gone counts as removed. */
  remove(uid: string): Promise<RemoveOutcome>;
}

/**
 * The event's resource in the collection, the same for every write of it: a UID's characters
 * that are not safe in a path segment become "_" (ours are a UUID and "@host", so two UIDs never
 * meet on one name).
 */
export function eventUrl(collectionUrl: string, uid: string) {
  const collection = collectionUrl.endsWith("/") ? collectionUrl : `${collectionUrl}/`;
  return new URL(`${uid.replace(/[^A-Za-z0-9._-]/g, "_")}.ics`, collection).href;
}

/** What each refusal of a CalDAV server means for the one who configured it. */
function refusal(status: number): CalendarWriteError {
  const words: Record<number, string> = {
    401: "the calendar refused the user name or password (401): check CALDAV_USERNAME and CALDAV_PASSWORD",
    403: "the account may not write to this calendar (403): check CALDAV_URL and the account's rights",
    404: "no calendar at CALDAV_URL (404): check the address of the calendar collection",
    409: "no calendar at CALDAV_URL, or it holds another event with this UID (409)",
    412: "the event changed in the calendar meanwhile (412): written again at the next try",
  };
  return new CalendarWriteError(
    words[status] ??
      (status >= 500
        ? `the calendar server failed (${status})`
        : `the calendar answered ${status}`),
  );
}

/**
 * The booking's SEQUENCE as we wrote it, kept in the event beside SEQUENCE: a calendar app raises
 * SEQUENCE itself when staff drag the event, so only this says which state we wrote last.
 */
const WRITTEN_SEQUENCE = "x-voicefront-sequence";

function withWrittenSequence(object: string, sequence: number): string {
  const calendar = new ICAL.Component(ICAL.parse(object) as unknown[]);
  calendar.getFirstSubcomponent("vevent")?.updatePropertyWithValue(WRITTEN_SEQUENCE, `${sequence}`);
  return calendar.toString();
}

/** The SEQUENCE we wrote last into a stored event, or null when it has none (ours replaces it). */
function writtenSequence(text: string): number | null {
  try {
    const event = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent("vevent");
    const written = Number.parseInt(String(event?.getFirstPropertyValue(WRITTEN_SEQUENCE)), 10);
    return Number.isNaN(written) ? null : written;
  } catch {
    return null;
  }
}

/**
 * Writes bookings into a CalDAV calendar through `tsdav`, each event at a URL made from its UID.
 * A put reads the stored version first and writes on its ETag (If-Match, or If-None-Match for a
 * new one): a delivery that carries an older state than we wrote last never overwrites it (a
 * staff edit, whatever SEQUENCE it has, is replaced), and two writers at once end in a 412 that
 * the next try settles.
 */
export function createCalendarWriter(
  account: CalDavAccount,
  { timeoutMs = DELIVERY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): CalendarWriter {
  const headers = getBasicAuthHeaders({
    username: account.username,
    password: account.password,
  });

  async function attempt<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof CalendarWriteError) throw error;
      const reason = describeError(error, timeoutMs);
      throw new CalendarWriteError(`the calendar server could not be reached: ${reason}`);
    }
  }
  const signal = () => AbortSignal.timeout(timeoutMs);

  return {
    put: ({ uid, sequence, object }) =>
      attempt(async () => {
        const url = eventUrl(account.url, uid);
        const stored = await fetch(url, { headers, signal: signal() });
        if (stored.status !== 200 && stored.status !== 404) throw refusal(stored.status);
        const etag = stored.status === 200 ? stored.headers.get("etag") : null;
        if (stored.status === 200 && (writtenSequence(await stored.text()) ?? -1) > sequence) {
          return "kept a newer version";
        }
        if (stored.status === 404) await stored.body?.cancel();
        const written = await updateObject({
          url,
          data: withWrittenSequence(object, sequence),
          etag: etag ?? undefined,
          headers: {
            ...headers,
            "content-type": "text/calendar; charset=utf-8",
            ...(stored.status === 404 ? { "if-none-match": "*" } : {}),
          },
          fetchOptions: { signal: signal() },
        });
        await written.body?.cancel();
        if (!written.ok) throw refusal(written.status);
        return stored.status === 404 ? "created" : "updated";
      }),
    remove: (uid) =>
      attempt(async () => {
        const removed = await deleteObject({
          url: eventUrl(account.url, uid),
          headers,
          fetchOptions: { signal: signal() },
        });
        await removed.body?.cancel();
        if (removed.status === 404) return "already gone";
        if (!removed.ok) throw refusal(removed.status);
        return "deleted";
      }),
  };
}
