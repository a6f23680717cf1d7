import type { DeliveryChannel } from "../db/schema";
import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { settingOrCreate } from "../db/inquiry-store";
import type { Logger } from "../logger";
import {
  createContactService,
  type ContactService,
  type ContactServiceDeps,
} from "./contact-service";
import type { DeliverySender } from "./delivery-channel";
import { createEmailSender } from "./email-channel";
import { createReplySender } from "./reply-channel";
import { createFormTokens, newFormSecret } from "./form-token";
import { createDatabaseFormTokenUses, createMemoryFormTokenUses } from "./form-token-uses";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";
import { rateLimiterFor } from "../limits/limiter-for";
import type { RateLimit } from "../limits/rate-limiter";
import type { LeadCounter } from "./lead-counter";
import type { LeadSources } from "./lead-source";
import { createWebhookSender } from "./webhook-channel";

export type InquiryConfig = Pick<
  Config,
  | "SITE_URL"
  | "CONTACT_WEBHOOK_URL"
  | "CONTACT_WEBHOOK_SECRET"
  | "CONTACT_NOTIFY_TO"
  | "CONTACT_FROM"
  | "SMTP_URL"
  | "CONTACT_MIN_FILL_MS"
  | "CONTACT_RATE_LIMIT"
  | "CONTACT_FORM_SECRET"
  | "CALDAV_URL"
  | "CALDAV_USERNAME"
  | "CALDAV_PASSWORD"
>;

/** Whether the configuration turns each channel on (`channelSetting` names what it needs). */
const channelIsOn: Record<DeliveryChannel, (config: InquiryConfig) => boolean> = {
  webhook: (config) => config.CONTACT_WEBHOOK_URL !== "",
  email: (config) => config.SMTP_URL !== "" && config.CONTACT_NOTIFY_TO.length > 0,
  reply: (config) => config.SMTP_URL !== "",
  visitor: (config) => config.SMTP_URL !== "",
  reminder: (config) => config.SMTP_URL !== "",
  calendar: (config) => config.CALDAV_URL !== "",
};

/** The channels a booking event is told on (a lead's own notifications are `webhook` and `email`). */
export const BOOKING_CHANNELS = [
  "webhook",
  "email",
  "visitor",
  "reminder",
  "calendar",
] as const satisfies readonly DeliveryChannel[];

/** Channels only a booking event has a delivery on: never queued for a lead alone. */
export const bookingOnly = (channel: DeliveryChannel) =>
  channel === "visitor" || channel === "reminder" || channel === "calendar";

/**
 * The delivery channels the configuration sets up (none: inquiries are only stored), telling each
 * way in's leads as `sources` describe them.
 */
export function createSenders(config: InquiryConfig, sources: LeadSources): DeliverySender[] {
  const senders: DeliverySender[] = [];
  if (channelIsOn.webhook(config)) {
    senders.push(
      createWebhookSender({
        url: config.CONTACT_WEBHOOK_URL,
        secret: config.CONTACT_WEBHOOK_SECRET,
        sources,
      }),
    );
  }
  if (channelIsOn.email(config)) {
    senders.push(
      createEmailSender({
        smtpUrl: config.SMTP_URL,
        to: config.CONTACT_NOTIFY_TO,
        from: senderAddress(config),
        siteUrl: config.SITE_URL,
        sources,
      }),
    );
  }
  return senders;
}

/** CONTACT_FROM, or the site's own address: every e-mail the site sends leaves from it. */
export const senderAddress = (config: Pick<InquiryConfig, "CONTACT_FROM" | "SITE_URL">) =>
  config.CONTACT_FROM || `website@${new URL(config.SITE_URL).hostname}`;

/** What turns each channel on: a delivery for a channel that is off is held until it is set. */
export const channelSetting: Record<DeliveryChannel, string> = {
  webhook: "CONTACT_WEBHOOK_URL",
  email: "SMTP_URL and CONTACT_NOTIFY_TO",
  reply: "SMTP_URL",
  visitor: "SMTP_URL",
  reminder: "SMTP_URL",
  calendar: "CALDAV_URL",
};

/** The channels this configuration delivers on. */
export function configuredChannels(config: InquiryConfig): DeliveryChannel[] {
  return (Object.keys(channelIsOn) as DeliveryChannel[]).filter((channel) =>
    channelIsOn[channel](config),
  );
}

/** A delivery waiting on a channel this configuration has turned off: it goes out once it is on. */
export const isHeld = (
  delivery: { channel: DeliveryChannel; status: string },
  configured: readonly DeliveryChannel[],
) => delivery.status === "pending" && !configured.includes(delivery.channel);

/** Staff replies to leads go out by e-mail when SMTP is configured. */
export function createReplySenders(config: InquiryConfig): DeliverySender[] {
  if (!channelIsOn.reply(config)) return [];
  return [
    createReplySender({
      smtpUrl: config.SMTP_URL,
      from: senderAddress(config),
      siteUrl: config.SITE_URL,
    }),
  ];
}

/**
 * Where the contact rate limit and the form tokens' uses are counted. On PostgreSQL, which several
 * instances may share, in the database: otherwise each instance would allow the whole limit. On
 * SQLite, which one process serves (the server lock), in memory: as exact there, without a disk
 * flush per post (docs/decisions/015-limits-shared-by-instances.md).
 */
function contactLimits(database: SiteDatabase, rateLimit: RateLimit | null) {
  return {
    rateLimiter: rateLimiterFor(database, "contact", rateLimit),
    formTokenUses:
      database.kind === "postgres"
        ? createDatabaseFormTokenUses(database.db)
        : createMemoryFormTokenUses(),
  };
}

/** The key under which the generated render-timestamp secret is kept in the database. */
const FORM_SECRET_SETTING = "contact-form-secret";

export interface InquiryPipeline {
  contact: ContactService;
  worker: OutboxWorker;
  /** The notification channels every new inquiry is queued on (never `reply`). */
  channels: DeliverySender["channel"][];
  /** Staff can answer a lead by e-mail from the inbox. */
  replyByEmail: boolean;
}

/**
 * Everything contact inquiries need, wired from the configuration: the submission handler and the
 * outbox worker that delivers what it stores. Tests pass `senders` and `worker` options to point
 * at their own receivers and shrink the timings.
 */
export async function createInquiryPipeline({
  config,
  database,
  logger,
  sources,
  senders = createSenders(config, sources),
  replySenders = createReplySenders(config),
  bookingSenders = [],
  worker: workerOptions = {},
  onSubmission,
  insights,
}: {
  config: InquiryConfig;
  database: SiteDatabase;
  logger: Logger;
  /** Every way in's description of its leads (server/main.ts lists them). */
  sources: LeadSources;
  senders?: DeliverySender[];
  replySenders?: DeliverySender[];
  /** The senders of booking-only channels (the visitor's e-mails, the team's calendar). */
  bookingSenders?: DeliverySender[];
  worker?: Partial<Omit<OutboxWorkerOptions, "database" | "senders" | "logger">>;
  /** Every contact submission's outcome (the metrics count them). */
  onSubmission?: ContactServiceDeps["onOutcome"];
  /** Counts the form's sends and leads, and finds the visit each lead came from. */
  insights?: LeadCounter;
}): Promise<InquiryPipeline> {
  const secret =
    config.CONTACT_FORM_SECRET ||
    (await settingOrCreate(database.db, FORM_SECRET_SETTING, newFormSecret));
  const worker = new OutboxWorker({
    database,
    senders: [...senders, ...replySenders, ...bookingSenders],
    logger,
    ...workerOptions,
  });
  // A lead's own notifications: a booking-only channel is told of booking events, never of leads.
  const channels = senders
    .map((sender) => sender.channel)
    .filter((channel) => !bookingOnly(channel));
  const { rateLimiter, formTokenUses } = contactLimits(database, config.CONTACT_RATE_LIMIT);
  const contact = createContactService({
    transactions: database.transactions,
    siteUrl: config.SITE_URL,
    channels,
    minFillMs: config.CONTACT_MIN_FILL_MS,
    rateLimiter,
    formTokens: createFormTokens(secret),
    formTokenUses,
    logger,
    onQueued: () => worker.wake(),
    onOutcome: onSubmission,
    insights,
  });
  return { contact, worker, channels, replyByEmail: replySenders.length > 0 };
}
