import type { SiteDatabase } from "../../db/database";
import type { Logger } from "../../logger";
import { calendarFeedPath } from "./feed-route";
import { issueFeed, liveFeed, revokeFeed, type FeedOwner, type LiveFeed } from "./feed-store";
import { calendarWriteState, type CalendarWriteState } from "./write-state";

export type { LiveFeed } from "./feed-store";
export type { CalendarWriteState } from "./write-state";

/**
 * The booking's doors to the team's calendar, for the inbox: the writes of bookings to its CalDAV
 * calendar (the availability page's Calendar section), and the signed-in staff member's own
 * bookings feed (the Account page). The calendars read for busy times have the third
 * (server/calendar/calendar-status.ts); the inbox's context holds the three together.
 */
export interface BookingCalendarDesks {
  writes: CalendarWriteDesk;
  feeds: CalendarFeedDesk;
}

export interface CalendarWriteDesk {
  state(): Promise<CalendarWriteState>;
}

/** A feed just made: its full address, shown once, and whether it ended an older one. */
export interface IssuedFeed {
  url: string;
  feed: LiveFeed;
  replaced: boolean;
}

export interface CalendarFeedDesk {
  current(staff: FeedOwner): Promise<LiveFeed | null>;
  /** Makes the staff member's feed, or replaces the one they have (the old address stops at once). */
  issue(staff: FeedOwner): Promise<IssuedFeed>;
  /** Ends the staff member's feed; false when they had none. */
  revoke(staff: FeedOwner): Promise<boolean>;
}

/**
 * The Account page's door to the staff member's own calendar feed. Each change is kept with who
 * made it (in the feed's row) and logged under the staff member's id.
 */
export function createCalendarFeedDesk({
  database,
  siteUrl,
  logger,
  now = () => new Date(),
}: {
  database: Pick<SiteDatabase, "db" | "transactions">;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}): CalendarFeedDesk {
  return {
    current: (staff) => liveFeed(database.db, staff),
    async issue(staff) {
      const { token, feed, replaced } = await issueFeed(database, staff, now());
      logger.info(
        { staffId: staff.id, feedId: feed.id },
        replaced ? "calendar feed replaced" : "calendar feed created",
      );
      return { url: `${siteUrl}${calendarFeedPath(token)}`, feed, replaced };
    },
    async revoke(staff) {
      const ended = await revokeFeed(database.db, staff, now());
      if (ended) logger.info({ staffId: staff.id }, "calendar feed revoked");
      return ended;
    },
  };
}

export function createBookingCalendarDesks({
  database,
  siteUrl,
  logger,
  writesOn,
}: {
  database: Pick<SiteDatabase, "db" | "transactions">;
  siteUrl: string;
  logger: Logger;
  /** CALDAV_URL is set. */
  writesOn: boolean;
}): BookingCalendarDesks {
  return {
    writes: { state: () => calendarWriteState(database.db, writesOn) },
    feeds: createCalendarFeedDesk({ database, siteUrl, logger }),
  };
}
