import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { settingOrCreate } from "../db/inquiry-store";
import { createFormTokens, newFormSecret } from "../inquiries/form-token";
import {
  createDatabaseFormTokenUses,
  createMemoryFormTokenUses,
} from "../inquiries/form-token-uses";
import { rateLimiterFor } from "../limits/limiter-for";
import { createBookingService, type BookingServiceDeps } from "./service/service";
import { storedAvailability } from "./store/availability";
import type { AvailabilityProvider, CalendarBusyTimes } from "./service/settings";
import type { BookingFollowUp } from "./store/booking";
import { createWebBooking } from "./web/book-page";
import { senderAddress } from "../inquiries/inquiry-pipeline";
import type { Logger } from "../logger";
import { createCodeMail } from "./messages/code-mail";
import type { BookingTrust } from "./service/proof";
import { bookingSchedules } from "./schedules";

/** The key under which the booking form's token secret is kept in the database. */
const BOOKING_FORM_SECRET_SETTING = "booking-form-secret";

type TrustConfig = Pick<
  Config,
  | "BOOKING_HOLD"
  | "BOOKING_CAP_EMAIL"
  | "BOOKING_CAP_PHONE"
  | "BOOKING_CAP_ADDRESS"
  | "BOOKING_CAP_SESSION"
  | "BOOKING_CHANGE_RATE_LIMIT"
>;

/**
 * The booking service and its ways in, wired from the configuration: the /book page's form has
 * the contact form's defences, counted where every instance sees them (as the contact form's are);
 * a booking is held until its address is proven, by a code this site e-mails (with SMTP_URL).
 */
export async function createBookingWays({
  config,
  database,
  logger,
  availability = () => storedAvailability(database.db),
  followUp,
  onEvent,
  calendar,
}: {
  config: Pick<Config, "CONTACT_MIN_FILL_MS" | "CONTACT_RATE_LIMIT"> &
    Parameters<typeof bookingSchedules>[0]["config"] &
    TrustConfig;
  database: SiteDatabase;
  logger: Logger;
  availability?: AvailabilityProvider;
  /** Each change's lead and messages, written in its transaction (createBookingMessages). */
  followUp?: BookingFollowUp;
  onEvent?: BookingServiceDeps["onEvent"];
  /** The team's calendars' busy times (server/calendar/), when one is connected. */
  calendar?: CalendarBusyTimes;
}) {
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  if (!config.SMTP_URL) {
    logger.warn(
      "booking: SMTP_URL is not set, so no booking can be confirmed by the code e-mailed to its " +
        "visitor: /book and the chat offer the contact form instead, and only a call whose " +
        "number the voice provider names can book. Set SMTP_URL and CONTACT_NOTIFY_TO.",
    );
  }
  const trust: BookingTrust = {
    holdMs: config.BOOKING_HOLD,
    caps: {
      email: config.BOOKING_CAP_EMAIL,
      phone: config.BOOKING_CAP_PHONE,
      address: config.BOOKING_CAP_ADDRESS,
      session: config.BOOKING_CAP_SESSION,
    },
    sendCode: config.SMTP_URL
      ? createCodeMail({
          site,
          smtpUrl: config.SMTP_URL,
          from: senderAddress(config),
          siteUrl: config.SITE_URL,
          holdMs: config.BOOKING_HOLD,
          logger,
        })
      : undefined,
  };
  const service = createBookingService({
    site: { ...site, followUp },
    availability,
    trust,
    onEvent,
    calendar,
  });
  const rateLimiter = rateLimiterFor(database, "booking", config.CONTACT_RATE_LIMIT);
  const secret = await settingOrCreate(database.db, BOOKING_FORM_SECRET_SETTING, newFormSecret);
  const web = createWebBooking({
    service,
    siteUrl: config.SITE_URL,
    formTokens: createFormTokens(secret),
    formTokenUses:
      database.kind === "postgres"
        ? createDatabaseFormTokenUses(database.db)
        : createMemoryFormTokenUses(),
    minFillMs: config.CONTACT_MIN_FILL_MS,
    rateLimiter,
    changeLimiter: rateLimiterFor(database, "booking-change", config.BOOKING_CHANGE_RATE_LIMIT),
  });
  /**
   * `rateLimiter`: bookings per address, which the simulated assistant's bookings count in too;
   * `schedules`: the wing's own rounds (retention, calendar removals), to start and stop.
   */
  return { service, web, rateLimiter, schedules: bookingSchedules({ config, database, logger }) };
}
