import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { DeliveryChannel } from "../db/schema";
import {
  describeError,
  withinDeadline,
  type DeliverySender,
  type DeliverySubject,
  type DeliveryWork,
  type SendResult,
} from "./delivery-channel";

/** A delivery with nothing left to do, and why (short, free of personal data). */
export type NotNeeded = { notNeeded: string };

/**
 * A delivery by e-mail: the owner's notification and a staff member's reply differ only in the
 * message they write. The whole SMTP exchange must end within `timeoutMs`.
 */
export function createSmtpSender<Subject extends DeliverySubject = DeliverySubject>({
  channel,
  smtpUrl,
  timeoutMs,
  message,
}: {
  channel: DeliveryChannel;
  smtpUrl: string;
  timeoutMs: number;
  /**
   * The message for this delivery; null when there is nothing to send, or a `not needed` answer
   * when the delivery has nothing left to do (a reminder for a booking cancelled since).
   */
  message(
    work: DeliveryWork<Subject>,
  ): Promise<Mail.Options | NotNeeded | null> | Mail.Options | NotNeeded | null;
}): DeliverySender<Subject> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel,
    async send(work) {
      const mail = await message(work);
      if (!mail) return { ok: false, detail: "nothing to send" };
      if ("notNeeded" in mail) return { ok: true, detail: `not needed: ${mail.notNeeded}` };
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
