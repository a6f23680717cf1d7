import type { Config } from "../../config";
import type { SiteDatabase } from "../../db/database";
import { configuredChannels, pipelineChannels } from "../../inquiries/channels";
import type { DeliverySender } from "../../inquiries/delivery-channel";
import { senderAddress, type InquiryConfig } from "../../inquiries/inquiry-pipeline";
import { createCalendarSender } from "../calendar/write-channel";
import { storedAvailability } from "../store/availability";
import { createBookingFollowUp } from "./follow-up";
import { createVisitorSenders } from "./visitor-senders";
import { bookingChannels, bookingWorkLoader, type BookingWork } from "./work";

export type BookingMessagesConfig = InquiryConfig &
  Pick<Config, "BOOKING_REMINDER" | "CALDAV_URL" | "CALDAV_USERNAME" | "CALDAV_PASSWORD">;

/**
 * The booking's messages, wired from the configuration: the follow-up every booking change writes
 * in its transaction (its lead, its deliveries on the channels that are on), the senders of the
 * booking's own channels, and the outbox's loader of the events its deliveries tell of.
 */
export function createBookingMessages({
  config,
  database,
}: {
  config: BookingMessagesConfig;
  database: SiteDatabase;
}) {
  const channels = configuredChannels([...pipelineChannels(config), ...bookingChannels(config)]);
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  const settings = () => storedAvailability(database.db);
  const senders: DeliverySender<BookingWork>[] = [
    ...(channels.includes("visitor")
      ? createVisitorSenders({
          site,
          smtpUrl: config.SMTP_URL,
          from: senderAddress(config),
          siteUrl: config.SITE_URL,
          replyTo: config.CONTACT_NOTIFY_TO,
        })
      : []),
    ...(channels.includes("calendar")
      ? [
          createCalendarSender({
            account: {
              url: config.CALDAV_URL,
              username: config.CALDAV_USERNAME,
              password: config.CALDAV_PASSWORD,
            },
            place: async () => ({
              siteUrl: config.SITE_URL,
              timeZone: (await settings()).availability.timeZone,
            }),
          }),
        ]
      : []),
  ];
  return {
    followUp: createBookingFollowUp({ channels, reminderMs: config.BOOKING_REMINDER }),
    senders,
    subjects: bookingWorkLoader(database.db, async () => {
      const { meetingTypes, availability } = await settings();
      return { meetingTypes, timeZone: availability.timeZone };
    }),
  };
}
