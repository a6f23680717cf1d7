import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { senderAddress } from "../inquiries/inquiry-pipeline";
import type { Logger } from "../logger";
import { removalNotice } from "./calendar/removal-notice";
import { createCalendarRemovals } from "./calendar/removal-worker";
import { createCalendarWriter } from "./calendar/write";
import { purgePastBookings } from "./store/retention";

const HOUR_MS = 60 * 60 * 1000;

/**
 * What the booking wing does by itself on each instance: every hour, deletes the holds that lapsed
 * unproven and the bookings past BOOKING_RETENTION_DAYS; with CALDAV_URL, removes erased bookings'
 * events from the team's calendar (calendar/removal-worker.ts). Several instances doing so at once
 * delete the same rows, or claim a removal one at a time: both harmless.
 */
export function bookingSchedules({
  config,
  database,
  logger,
}: {
  config: Pick<
    Config,
    | "BOOKING_RETENTION_DAYS"
    | "CONTACT_NOTIFY_TO"
    | "SITE_URL"
    | "SMTP_URL"
    | "CONTACT_FROM"
    | "CALDAV_URL"
    | "CALDAV_USERNAME"
    | "CALDAV_PASSWORD"
  >;
  database: SiteDatabase;
  logger: Logger;
}) {
  const removals = config.CALDAV_URL
    ? createCalendarRemovals({
        db: database.db,
        writer: createCalendarWriter({
          url: config.CALDAV_URL,
          username: config.CALDAV_USERNAME,
          password: config.CALDAV_PASSWORD,
        }),
        tellStaff: removalNotice({
          smtpUrl: config.SMTP_URL,
          from: senderAddress(config),
          to: config.CONTACT_NOTIFY_TO,
          logger,
        }),
        logger,
      })
    : null;
  const purge = async () => {
    try {
      const purged = await purgePastBookings(database, config.BOOKING_RETENTION_DAYS, new Date());
      if (purged.lapsed + purged.past > 0) logger.info(purged, "retention: old bookings deleted");
    } catch (error) {
      logger.error({ err: error }, "retention: could not delete old bookings");
    }
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start() {
      void purge();
      timer = setInterval(() => void purge(), HOUR_MS);
      timer.unref();
      removals?.start();
    },
    stop() {
      clearInterval(timer);
      removals?.stop();
    },
  };
}
