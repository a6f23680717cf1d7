import nodemailer from "nodemailer";
import { bookingMessageText, holdCodeMessage } from "../../../core/booking/booking-email";
import {
  DELIVERY_TIMEOUT_MS,
  describeError,
  withinDeadline,
} from "../../inquiries/delivery-channel";
import type { Logger } from "../../logger";
import type { CodeMessage } from "../service/proof";
import type { BookingSite } from "../store/booking";
import { issueManageToken } from "../store/manage-tokens";
import { bookingMessageHtml } from "./email-html";
import { bookingFacts } from "./facts";
import { manageLink } from "./manage-links";

/**
 * Sends a hold's code to the address it gives, while the visitor waits: a code is worth only the
 * minutes of its hold, so it is sent at once and not queued. A failure is answered (the hold is
 * let go, and the visitor asked to try again), and logged without the address.
 */
export function createCodeMail({
  site,
  smtpUrl,
  from,
  siteUrl,
  holdMs,
  logger,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  now = () => new Date(),
}: {
  site: BookingSite;
  smtpUrl: string;
  /** CONTACT_FROM. */
  from: string;
  siteUrl: string;
  holdMs: number;
  logger: Logger;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const holdMinutes = Math.max(1, Math.round(holdMs / 60_000));

  return async function sendCode({ booking, meetingType, code }: CodeMessage): Promise<boolean> {
    if (!booking.visitor.email) return false;
    try {
      // A page of its own for each e-mail, as the booking's other e-mails have.
      const token = await issueManageToken(site, booking.id, now());
      if (!token) return false;
      const message = holdCodeMessage(
        bookingFacts(booking, meetingType, booking.language),
        code,
        holdMinutes,
        manageLink(booking, token, siteUrl),
        booking.language,
      );
      await withinDeadline(
        transport.sendMail({
          from,
          to: { name: booking.visitor.name, address: booking.visitor.email },
          subject: message.subject,
          text: bookingMessageText(message),
          html: bookingMessageHtml(message),
        }),
        timeoutMs,
      );
      return true;
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      logger.warn(
        {
          bookingId: booking.id,
          error: typeof code === "number" ? `SMTP ${code}` : describeError(error, timeoutMs),
        },
        "booking: a hold's code could not be e-mailed; the hold is let go",
      );
      return false;
    }
  };
}
