import { DELIVERY_TIMEOUT_MS, type DeliverySender } from "./delivery-channel";
import { notificationMessageId } from "./email-channel";
import { createSmtpSender } from "./smtp-sender";

export interface ReplyOptions {
  smtpUrl: string;
  /** CONTACT_FROM: replies leave from the site's address; Reply-To brings answers to the author. */
  from: string;
  siteUrl: string;
  timeoutMs?: number;
}

/**
 * A staff member's answer to a lead, by e-mail: to the lead, from the site, Reply-To the staff
 * member, threaded under the owner's notification. Its Message-ID is stable, so a retry after a
 * lost answer from the mail server is recognisable as the same message.
 */
export function createReplySender({
  smtpUrl,
  from,
  siteUrl,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: ReplyOptions): DeliverySender {
  return createSmtpSender({
    channel: "reply",
    smtpUrl,
    timeoutMs,
    message({ inquiry, reply }) {
      if (!reply || !inquiry.email) return null;
      const thread = notificationMessageId(inquiry.id, siteUrl);
      return {
        from,
        to: inquiry.name ? { name: inquiry.name, address: inquiry.email } : inquiry.email,
        replyTo: reply.author_email,
        messageId: notificationMessageId(reply.id, siteUrl),
        inReplyTo: thread,
        references: [thread],
        date: new Date(reply.created_at),
        subject: reply.subject,
        text: reply.body,
      };
    },
  });
}
