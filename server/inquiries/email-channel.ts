import nodemailer from "nodemailer";
import { inquiryEmail } from "../../app/content/inquiry-email";
import { DELIVERY_TIMEOUT_MS, describeError, type DeliverySender } from "./delivery-channel";

export interface EmailOptions {
  smtpUrl: string;
  to: readonly string[];
  from: string;
  /** Host name for the stable Message-ID, so a mail system can drop a repeated delivery. */
  siteHost: string;
  timeoutMs?: number;
}

export function createEmailSender({
  smtpUrl,
  to,
  from,
  siteHost,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: EmailOptions): DeliverySender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel: "email",
    async send(inquiry) {
      try {
        const info = await transport.sendMail({
          from,
          to: [...to],
          // A voice lead may have left only a phone number.
          replyTo: inquiry.email ? { name: inquiry.name, address: inquiry.email } : undefined,
          messageId: `<${inquiry.id}@${siteHost}>`,
          date: new Date(inquiry.received_at),
          subject: inquiryEmail.subject(inquiry),
          text: inquiryEmail.text(inquiry),
        });
        return { ok: true, detail: info.response.split(" ")[0] ?? "accepted" };
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        return {
          ok: false,
          detail: typeof code === "number" ? `SMTP ${code}` : describeError(error, timeoutMs),
        };
      }
    },
    close: () => transport.close(),
  };
}
