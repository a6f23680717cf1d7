import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import type { Logger } from "../logger";
import { configuredChannels, isLeadChannel, pipelineChannels } from "./channels";
import {
  createContactService,
  type ContactService,
  type ContactServiceDeps,
} from "./contact-service";
import type { DeliverySender, SubjectLoader } from "./delivery-channel";
import { createEmailSender } from "./email-channel";
import { createReplySender } from "./reply-channel";
import { createFormDefences } from "./form-defences";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";
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
  | "SITE_LANGUAGES"
>;

/**
 * A lead's notification senders the configuration sets up (none: inquiries are only stored),
 * telling each way in's leads as `sources` describe them.
 */
export function createSenders(config: InquiryConfig, sources: LeadSources): DeliverySender[] {
  const on = configuredChannels(pipelineChannels(config));
  const senders: DeliverySender[] = [];
  if (on.includes("webhook")) {
    senders.push(
      createWebhookSender({
        url: config.CONTACT_WEBHOOK_URL,
        secret: config.CONTACT_WEBHOOK_SECRET,
        sources,
      }),
    );
  }
  if (on.includes("email")) {
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

/** Staff replies to leads go out by e-mail when SMTP is configured. */
export function createReplySenders(config: InquiryConfig): DeliverySender[] {
  if (!configuredChannels(pipelineChannels(config)).includes("reply")) return [];
  return [
    createReplySender({
      smtpUrl: config.SMTP_URL,
      from: senderAddress(config),
      siteUrl: config.SITE_URL,
    }),
  ];
}

/** What the wings hand the outbox besides the pipeline's own senders (server/wings.ts). */
export interface WingDeliveries {
  /** The senders of the wings' own channels (a booking's visitor e-mails, the team's calendar). */
  senders?: readonly DeliverySender[];
  /** The wings' loaders of what their deliveries tell of. */
  subjects?: readonly SubjectLoader[];
}

export interface InquiryPipeline {
  contact: ContactService;
  /** The notification channels every new inquiry is queued on (never `reply`). */
  channels: DeliverySender["channel"][];
  /** Staff can answer a lead by e-mail from the inbox. */
  replyByEmail: boolean;
  /** Has the outbox look for deliveries now (something was queued); nothing before it starts. */
  wake(): void;
  /**
   * Starts the outbox's worker on the pipeline's channels and the wings': the wings are built
   * with the pipeline, so they hand their senders over once they exist.
   */
  startOutbox(wings?: WingDeliveries): OutboxWorker;
}

/**
 * Everything contact inquiries need, wired from the configuration: the submission handler and the
 * outbox that delivers what it stores. Tests pass `senders` and `worker` options to point at
 * their own receivers and shrink the timings.
 */
export async function createInquiryPipeline({
  config,
  database,
  logger,
  sources,
  senders = createSenders(config, sources),
  replySenders = createReplySenders(config),
  worker: workerOptions = {},
  onSubmission,
  insights,
}: {
  config: InquiryConfig;
  database: SiteDatabase;
  logger: Logger;
  /** Every way in's description of its leads (server/wings.ts lists them). */
  sources: LeadSources;
  senders?: DeliverySender[];
  replySenders?: DeliverySender[];
  worker?: Partial<Omit<OutboxWorkerOptions, "database" | "senders" | "logger" | "subjects">>;
  /** Every contact submission's outcome (the metrics count them). */
  onSubmission?: ContactServiceDeps["onOutcome"];
  /** Counts the form's sends and leads, and finds the visit each lead came from. */
  insights?: LeadCounter;
}): Promise<InquiryPipeline> {
  let worker: OutboxWorker | null = null;
  const wake = () => worker?.wake();
  // A lead's own notifications: a wing's own channel is told of its subjects, never of leads.
  const channels = senders.map((sender) => sender.channel).filter(isLeadChannel);
  const defences = await createFormDefences(database, {
    name: "contact",
    secret: config.CONTACT_FORM_SECRET,
    rateLimit: config.CONTACT_RATE_LIMIT,
  });
  const contact = createContactService({
    ...defences,
    transactions: database.transactions,
    siteUrl: config.SITE_URL,
    channels,
    minFillMs: config.CONTACT_MIN_FILL_MS,
    logger,
    onQueued: wake,
    onOutcome: onSubmission,
    insights,
    languages: config.SITE_LANGUAGES,
  });
  return {
    contact,
    channels,
    replyByEmail: replySenders.length > 0,
    wake,
    startOutbox({ senders: wingSenders = [], subjects = [] } = {}) {
      worker = new OutboxWorker({
        database,
        senders: [...senders, ...replySenders, ...wingSenders],
        subjects,
        logger,
        ...workerOptions,
      });
      worker.start();
      return worker;
    },
  };
}
