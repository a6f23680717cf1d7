import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import type { ApiRoute } from "../http/api-route";
import { configuredChannels, pipelineChannels } from "../inquiries/channels";
import type { DeliverySender } from "../inquiries/delivery-channel";
import { createFormDefences } from "../inquiries/form-defences";
import { senderAddress, type InquiryConfig } from "../inquiries/inquiry-pipeline";
import { rateLimiterFor } from "../limits/limiter-for";
import type { Logger } from "../logger";
import { createBookingTools } from "./assistant/tools";
import { createBookingCalendarDesks } from "./calendar/desks";
import { CALENDAR_FEED_PATH, calendarFeedHandler } from "./calendar/feed-route";
import { createCalendarSender } from "./calendar/write-channel";
import { createCodeMail } from "./messages/code-mail";
import { createBookingFollowUp } from "./messages/follow-up";
import { createVisitorSenders } from "./messages/visitor-senders";
import { bookingChannels, bookingWorkLoader, type BookingWork } from "./messages/work";
import type { CalendarBusyTimes } from "./service/busy-around";
import { bookingSchedules } from "./schedules";
import type { BookingTrust } from "./service/proof";
import { createBookingService, type BookingServiceDeps } from "./service/service";
import type { AvailabilityProvider } from "./store/settings";
import { createBookingDesk } from "./web/desk";
import { createWebBooking } from "./web/book-page";

/* The booking wing's door: what it hands the wiring (server/wings.ts), and those parts' types. */
export type { BookingTools } from "./assistant/tools";
export type { BookingCalendarDesks, CalendarWriteState, LiveFeed } from "./calendar/desks";
export { bookingChannels } from "./messages/work";
export { bookingLeadSource } from "./messages/lead-source";
export type { BookingEvent } from "./service/outcomes";
export type { CalendarBusyTimes } from "./service/busy-around";
export { storedAvailability } from "./store/availability";
export type { Booking } from "./store/booking";
export { bookingsOfPerson } from "./store/erasure";
export type { BookingDesk, DeskAnswer, LeadBooking } from "./web/desk";

export type BookingWingConfig = InquiryConfig &
  Pick<
    Config,
    | "BOOKING_REMINDER"
    | "BOOKING_HOLD"
    | "BOOKING_CAP_EMAIL"
    | "BOOKING_CAP_PHONE"
    | "BOOKING_CAP_ADDRESS"
    | "BOOKING_CAP_SESSION"
    | "BOOKING_CHANGE_RATE_LIMIT"
    | "BOOKING_RETENTION_DAYS"
    | "CALDAV_URL"
    | "CALDAV_USERNAME"
    | "CALDAV_PASSWORD"
  >;

/**
 * The senders of the booking's own channels that this configuration turns on: the visitor's
 * e-mails (`visitor`, `reminder`) and the team's CalDAV calendar (`calendar`).
 */
export function bookingSenders({
  config,
  database,
  availability,
}: {
  config: BookingWingConfig;
  database: SiteDatabase;
  availability: AvailabilityProvider;
}): DeliverySender<BookingWork>[] {
  const on = configuredChannels(bookingChannels(config));
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  return [
    ...(on.includes("visitor")
      ? createVisitorSenders({
          site,
          smtpUrl: config.SMTP_URL,
          from: senderAddress(config),
          siteUrl: config.SITE_URL,
          replyTo: config.CONTACT_NOTIFY_TO,
        })
      : []),
    ...(on.includes("calendar")
      ? [
          createCalendarSender({
            account: {
              url: config.CALDAV_URL,
              username: config.CALDAV_USERNAME,
              password: config.CALDAV_PASSWORD,
            },
            place: async () => ({
              siteUrl: config.SITE_URL,
              timeZone: (await availability()).availability.timeZone,
            }),
          }),
        ]
      : []),
  ];
}

/**
 * Booking, wired from the configuration: the one booking service and its ways in (the /book
 * page's form, with the contact form's defences; the assistant's tools), the messages each change
 * queues in its transaction (its lead, the deliveries on the channels that are on) and their
 * senders, the team's calendar feed, and the inbox's desks.
 */
export async function createBookingWing({
  config,
  database,
  logger,
  availability,
  wakeOutbox,
  onEvent,
  calendar,
}: {
  config: BookingWingConfig;
  database: SiteDatabase;
  logger: Logger;
  /** The booking settings as staff keep them now (the content's defaults until they do). */
  availability: AvailabilityProvider;
  /** Has the outbox send what a staff change queued. */
  wakeOutbox: () => void;
  /** Told of each booking, move and cancel once committed (server/wings.ts bookingListeners). */
  onEvent?: BookingServiceDeps["onEvent"];
  /** The team's calendars' busy times (the calendar wing's), when one is read. */
  calendar?: CalendarBusyTimes;
}) {
  const channels = configuredChannels([...pipelineChannels(config), ...bookingChannels(config)]);
  const followUp = createBookingFollowUp({ channels, reminderMs: config.BOOKING_REMINDER });
  const site = {
    db: database.db,
    kind: database.kind,
    transactions: database.transactions,
    followUp,
  };
  const service = createBookingService({
    site,
    availability,
    trust: bookingTrust({ config, database, logger }),
    onEvent,
    calendar,
  });
  const defences = await createFormDefences(database, {
    name: "booking",
    rateLimit: config.CONTACT_RATE_LIMIT,
  });
  const feed = calendarFeedHandler({ database, siteUrl: config.SITE_URL, settings: availability });
  return {
    senders: bookingSenders({ config, database, availability }),
    subjects: bookingWorkLoader(database.db, async () => {
      const { meetingTypes, availability: hours } = await availability();
      return { meetingTypes, timeZone: hours.timeZone };
    }),
    api: [{ method: "GET", path: CALENDAR_FEED_PATH, handlers: [feed] }] satisfies ApiRoute[],
    inbox: {
      bookings: createBookingDesk({
        database,
        followUp,
        tellVisitor: async () => wakeOutbox(),
      }),
      calendar: createBookingCalendarDesks({
        database,
        siteUrl: config.SITE_URL,
        logger,
        writesOn: channels.includes("calendar"),
      }),
    },
    /** The /book pages' door (the load context's `booking`). */
    door: createWebBooking({
      ...defences,
      service,
      siteUrl: config.SITE_URL,
      minFillMs: config.CONTACT_MIN_FILL_MS,
      changeLimiter: rateLimiterFor(database, "booking-change", config.BOOKING_CHANGE_RATE_LIMIT),
    }),
    /** The assistant's booking tools, for the voice events and the chat. */
    tools: createBookingTools(service),
    /** Bookings per address (the /book form's): the simulated assistant's count in it too. */
    rateLimiter: defences.rateLimiter,
    /** The wing's own rounds (lapsed holds and retention, calendar removals). */
    schedules: [bookingSchedules({ config, database, logger })],
  };
}

/**
 * Who may hold a time, and for how long (docs/decisions/027): a booking is held until its
 * address is proven by a code this site e-mails, which needs SMTP_URL.
 */
function bookingTrust({
  config,
  database,
  logger,
}: {
  config: BookingWingConfig;
  database: SiteDatabase;
  logger: Logger;
}): BookingTrust {
  if (!config.SMTP_URL) {
    logger.warn(
      "booking: SMTP_URL is not set, so no booking can be confirmed by the code e-mailed to its " +
        "visitor: /book and the chat offer the contact form instead, and only a call whose " +
        "number the voice provider names can book. Set SMTP_URL and CONTACT_NOTIFY_TO.",
    );
  }
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  return {
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
}
