import { inquiryEmail } from "../../core/contact/inquiry-email";
import { DELIVERY_TIMEOUT_MS, type DeliverySender } from "./delivery-channel";
import { describedSource, type LeadSources } from "./lead-source";
import { createSmtpSender } from "./smtp-sender";

export interface EmailOptions {
  smtpUrl: string;
  to: readonly string[];
  from: string;
  /** Links to the lead's inbox page; its host names the stable Message-ID, so a mail system
   * can drop a repeated delivery. */
  siteUrl: string;
  /** What each way in adds to the e-mail. */
  sources: LeadSources;
  timeoutMs?: number;
}

/** The owner's notification of an inquiry; replies to the lead thread under it. */
export const notificationMessageId = (inquiryId: string, siteUrl: string) =>
  `<${inquiryId}@${new URL(siteUrl).hostname}>`;

/** The owner's notification e-mail for each inquiry. */
export function createEmailSender({
  smtpUrl,
  to,
  from,
  siteUrl,
  sources,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: EmailOptions): DeliverySender {
  return createSmtpSender({
    channel: "email",
    smtpUrl,
    timeoutMs,
    message({ inquiry, subject }) {
      const described = describedSource(sources, inquiry, subject);
      const parts = subject ? described?.subjectEmail?.(subject) : described?.email;
      const thread = notificationMessageId(inquiry.id, siteUrl);
      return {
        from,
        to: [...to],
        // A voice lead may have left only a phone number.
        replyTo: inquiry.email ? { name: inquiry.name, address: inquiry.email } : undefined,
        // A lead's subjects (a booking's events) each have a message of their own, threaded
        // under the lead's.
        ...(subject
          ? {
              messageId: notificationMessageId(subject.id, siteUrl),
              inReplyTo: thread,
              references: [thread],
            }
          : { messageId: thread }),
        date: new Date(subject ? subject.at : inquiry.received_at),
        subject: inquiryEmail.subject(inquiry, parts),
        text: inquiryEmail.text(inquiry, siteUrl, parts),
      };
    },
  });
}
