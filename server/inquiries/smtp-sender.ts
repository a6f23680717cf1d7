import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Inquiry } from "../db/inquiry-store";
import type { Reply } from "../db/lead-detail";
import type { DeliveryChannel } from "../db/schema";
import {
  describeError,
  withinDeadline,
  type DeliverySender,
  type SendResult,
} from "./delivery-channel";

/**
 * A delivery by e-mail: the owner's notification and a staff member's reply differ only in the
 * message they write. The whole SMTP exchange must end within `timeoutMs`.
 */
export function createSmtpSender({
  channel,
  smtpUrl,
  timeoutMs,
  message,
}: {
  channel: DeliveryChannel;
  smtpUrl: string;
  timeoutMs: number;
  /** The message for this delivery, or null when there is nothing to send. */
  message(inquiry: Inquiry, reply: Reply | null): Mail.Options | null;
}): DeliverySender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel,
    async send(inquiry, reply) {
      const mail = message(inquiry, reply);
      if (!mail) return { ok: false, detail: "nothing to send" };
      try {
        const info = await withinDeadline(transport.sendMail(mail), timeoutMs);
        return { ok: true, detail: info.response.split(" ")[0] ?? "accepted" };
      } catch (error) {
        return smtpFailure(error, timeoutMs);
      }
    },
    close: () => transport.close(),
  };
}

function smtpFailure(error: unknown, timeoutMs: number): SendResult {
  const code = (error as { responseCode?: unknown }).responseCode;
  return {
    ok: false,
    detail: typeof code === "number" ? `SMTP ${code}` : describeError(error, timeoutMs),
  };
}
