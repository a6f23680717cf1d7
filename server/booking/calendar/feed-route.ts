import type { Handler } from "hono";
import type { BookingSettings } from "../store/settings";
import type { SiteDatabase } from "../../db/database";
import { FEED_REFRESH_MINUTES, feedCalendar } from "./feed";
import { feedOfToken } from "./feed-store";

/** The feed's address: `/calendar/<token>.ics`. */
export const CALENDAR_FEED_PATH = "/calendar/:file";
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

const NOT_FOUND = "No such calendar feed. Make a new address on the inbox's Account page.";

/**
 * Answers a subscribed calendar. An unknown or revoked token is a plain 404, never a hint that a
 * feed once was there; a copy may be reused privately for a few minutes (calendars poll), and a
 * revoked feed therefore stops answering within that time.
 */
export function calendarFeedHandler({
  database,
  siteUrl,
  settings,
  now = () => new Date(),
}: {
  database: Pick<SiteDatabase, "db">;
  siteUrl: string;
  settings: () => Promise<BookingSettings>;
  now?: () => Date;
}): Handler {
  return async (c) => {
    const token = /^(.+)\.ics$/.exec(c.req.param("file") ?? "")?.[1] ?? "";
    const feed = await feedOfToken(database.db, token);
    if (!feed) {
      return c.text(NOT_FOUND, 404, { "Cache-Control": "no-store" });
    }
    const body = await feedCalendar(database, {
      settings: await settings(),
      siteUrl,
      now: now(),
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      "Cache-Control": `private, max-age=${(FEED_REFRESH_MINUTES / 3) * 60}`,
      "X-Robots-Tag": "noindex",
    });
  };
}
