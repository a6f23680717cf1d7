import nodemailer from "nodemailer";
import { calendarRemovalFailing } from "../../../core/booking/booking-email";
import { DELIVERY_TIMEOUT_MS, withinDeadline } from "../../inquiries/delivery-channel";
import type { Logger } from "../../logger";

/**
 * Tells staff that an erased booking's event keeps failing to leave the team's calendar: by
 * e-mail to CONTACT_NOTIFY_TO when the site sends mail, always in the log. A notice that cannot be
 * sent is logged too; the Calendar section of the inbox still shows the removal waiting.
 */
export function removalNotice({
  smtpUrl,
  from,
  to,
  logger,
}: {
  smtpUrl: string;
  from: string;
  to: readonly string[];
  logger: Logger;
}) {
  const transport = smtpUrl && to.length > 0 ? nodemailer.createTransport({ url: smtpUrl }) : null;
  return async (problem: { uid: string; error: string; attempts: number }) => {
    if (!transport) return;
    const words = calendarRemovalFailing(problem);
    try {
      await withinDeadline(
        transport.sendMail({ from, to: [...to], subject: words.subject, text: words.text }),
        DELIVERY_TIMEOUT_MS,
      );
    } catch (error) {
      logger.error(
        { err: error, uid: problem.uid },
        "calendar: staff could not be told of a failing removal",
      );
    }
  };
}
