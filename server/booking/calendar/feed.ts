import ical, { ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { brand } from "../../../core/content/site";
import { listBookings } from "../store/lookup";
import type { BookingSettings } from "../store/settings";
import type { SiteDatabase } from "../../db/database";
import { teamEventWords } from "./write-event";

/**
 * What one feed holds at most: the bookings from a day ago (today's stay in view after they
 * start) to a year ahead, and no more than this many of them, soonest first. A feed is fetched by
 * every subscriber's calendar every few minutes; its size must not grow with the agency's history.
 */
export const FEED_LIMITS = { events: 500, daysBack: 1, daysAhead: 366 } as const;

/** How often a subscribed calendar is asked to look again, and how long a copy may be reused. */
export const FEED_REFRESH_MINUTES = 15;

/**
 * The team's upcoming bookings as an iCalendar feed: each event under its invitation's UID and
 * SEQUENCE (so a calendar that also holds the CalDAV copy or the visitor's invitation sees one
 * event), in UTC with the agency's zone named for display, saying only what
 * `teamEventWords` says (the visitor's name and the reference).
 */
export async function feedCalendar(
  site: Pick<SiteDatabase, "db">,
  { settings, siteUrl, now }: { settings: BookingSettings; siteUrl: string; now: Date },
) {
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  const at = (days: number) => new Date(instant.add({ hours: days * 24 }).epochMilliseconds);
  const bookings = await listBookings(site.db, {
    from: at(-FEED_LIMITS.daysBack),
    to: at(FEED_LIMITS.daysAhead),
    statuses: ["confirmed"],
    limit: FEED_LIMITS.events,
  });
  const place = { siteUrl, timeZone: settings.availability.timeZone };
  const types = new Map<string, MeetingType>(settings.meetingTypes.map((type) => [type.id, type]));
  const calendar = ical({
    name: `${brand.name} bookings`,
    prodId: { company: brand.name, product: "Booking feed", language: "EN" },
    ttl: FEED_REFRESH_MINUTES * 60,
    // Times stay in UTC (no VTIMEZONE of ours can disagree with the reader's rules); this only
    // tells a calendar which zone the agency's day is in.
    x: [{ key: "X-WR-TIMEZONE", value: place.timeZone }],
  });
  for (const booking of bookings) {
    const words = teamEventWords(booking, types.get(booking.meetingTypeId) ?? null, place);
    calendar.createEvent({
      id: booking.invitationUid,
      sequence: booking.sequence,
      stamp: new Date(booking.updatedAt),
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: words.summary,
      description: words.description,
      url: words.url,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
