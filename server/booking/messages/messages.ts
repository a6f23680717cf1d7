import type { Config } from "../../config";
import type { SiteDatabase } from "../../db/database";
import { configuredChannels, senderAddress } from "../../inquiries/inquiry-pipeline";
import type { InquiryConfig } from "../../inquiries/inquiry-pipeline";
import { storedAvailability } from "../store/availability";
import { createBookingFollowUp } from "./follow-up";
import { createVisitorSenders } from "./visitor-senders";
import { createCalendarSender } from "../calendar/write-channel";

/**
 * The booking's messages, wired from the configuration: the follow-up every booking change writes
 * in its transaction (its lead, its deliveries on the channels that are on), the senders of the
 * visitor's e-mails, and the meeting types and agency zone the outbox worker reads bookings with.
 */
export function createBookingMessages({
  config,
  database,
}: {
  config: InquiryConfig & Pick<Config, "BOOKING_REMINDER">;
  database: SiteDatabase;
}) {
  const channels = configuredChannels(config);
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  return {
    followUp: createBookingFollowUp({ channels, reminderMs: config.BOOKING_REMINDER }),
    senders: [
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
                timeZone: (await storedAvailability(database.db)).availability.timeZone,
              }),
            }),
          ]
        : []),
    ],
    bookingPlace: async () => {
      const { meetingTypes, availability } = await storedAvailability(database.db);
      return { meetingTypes, timeZone: availability.timeZone };
    },
  };
}
