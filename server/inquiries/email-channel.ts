import nodemailer from "nodemailer";
import { inquiryEmail } from "../../core/content/inquiry-email";
import {
  DELIVERY_TIMEOUT_MS,
  withinDeadline,
  describeError,
  type DeliverySender,
  type SendResult,
} from "./delivery-channel";
import { describedSource, type LeadSources } from "./lead-source";

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

export function smtpTransport(smtpUrl: string, timeoutMs: number) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** The owner's notification of an inquiry; replies to the lead thread under it. */
export const notificationMessageId = (inquiryId: string, siteUrl: string) =>
  `<${inquiryId}@${new URL(siteUrl).hostname}>`;

export const smtpAccepted = (info: { response: string }): SendResult => ({
  ok: true,
  detail: info.response.split(" ")[0] ?? "accepted",
});

export function smtpFailure(error: unknown, timeoutMs: number): SendResult {
  const code = (error as { responseCode?: unknown }).responseCode;
  return {
    ok: false,
    detail: typeof code === "number" ? `SMTP ${code}` : describeError(error, timeoutMs),
  };
}

/** The owner's notification e-mail for each inquiry. */
export function createEmailSender({
  smtpUrl,
  to,
  from,
  siteUrl,
  sources,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: EmailOptions): DeliverySender {
  const transport = smtpTransport(smtpUrl, timeoutMs);
  return {
    channel: "email",
    async send(inquiry) {
      const parts = describedSource(sources, inquiry)?.email;
      try {
        const info = await withinDeadline(
          transport.sendMail({
            from,
            to: [...to],
            // A voice lead may have left only a phone number.
            replyTo: inquiry.email ? { name: inquiry.name, address: inquiry.email } : undefined,
            messageId: notificationMessageId(inquiry.id, siteUrl),
            date: new Date(inquiry.received_at),
            subject: inquiryEmail.subject(inquiry, parts),
            text: inquiryEmail.text(inquiry, siteUrl, parts),
          }),
          timeoutMs,
        );
        return smtpAccepted(info);
      } catch (error) {
        return smtpFailure(error, timeoutMs);
      }
    },
    close: () => transport.close(),
  };
}
