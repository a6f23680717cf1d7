import type Mail from "nodemailer/lib/mailer";
import {
  bookingMailWords,
  bookingMessage,
  bookingMessageText,
  type VisitorMessageKind,
} from "../../../core/booking/booking-email";
import { brand } from "../../../core/content/site";
import type { DeliveryChannel } from "../../db/schema";
import { DELIVERY_TIMEOUT_MS, type DeliverySender } from "../../inquiries/delivery-channel";
import { notificationMessageId } from "../../inquiries/email-channel";
import { createSmtpSender, type NotNeeded } from "../../inquiries/smtp-sender";
import type { BookingSite } from "../store/booking";
import { bookingMessageHtml } from "./email-html";
import { bookingFacts, changedSince } from "./facts";
import { bookLink, manageLink } from "./manage-links";
import { invitationMailPart } from "./invitation";
import { issueManageToken } from "../store/manage-tokens";
import type { BookingWork } from "./work";

export interface VisitorMailOptions {
  site: BookingSite;
  smtpUrl: string;
  /** CONTACT_FROM, as the owner's e-mail leaves: the invitation's organizer too. */
  from: string;
  /** Absolute links to the manage page and the booking page. */
  siteUrl: string;
  /** Where the visitor's answers go (the staff's notification addresses), if any. */
  replyTo?: readonly string[];
  timeoutMs?: number;
  now?: () => Date;
}

const KIND_OF_ACTION: Record<string, VisitorMessageKind> = {
  booked: "confirmed",
  rescheduled: "changed",
  cancelled: "cancelled",
};

/**
 * The visitor's e-mails about their booking, through the outbox with its retries: on `visitor`,
 * the confirmation, change or cancellation of each event, with its invitation; on `reminder`, the
 * reminder before the meeting. Each carries Reschedule and Cancel links with a manage token of
 * its own (a retry draws another; every one keeps working).
 */
export function createVisitorSenders(options: VisitorMailOptions): DeliverySender<BookingWork>[] {
  return (["visitor", "reminder"] as const).map((channel) =>
    createSmtpSender<BookingWork>({
      channel,
      smtpUrl: options.smtpUrl,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      message: ({ subject }) => (subject ? visitorMail(channel, subject, options) : null),
    }),
  );
}

/** Why an e-mail has become pointless since its event, or null when it is still to go. */
function notNeeded(channel: DeliveryChannel, work: BookingWork, now: Date): NotNeeded | null {
  const { booking } = work;
  if (!booking.visitor.email) return { notNeeded: "no e-mail address" };
  // A later change sends its own e-mail (a cancel's included), with the booking as it is then.
  if (changedSince(booking, work)) {
    return { notNeeded: booking.status === "cancelled" ? "cancelled since" : "changed since" };
  }
  if (channel === "reminder") {
    if (booking.status !== "confirmed") return { notNeeded: `booking ${booking.status}` };
    if (Date.parse(booking.startsAt) <= now.getTime()) return { notNeeded: "meeting has begun" };
  }
  return null;
}

async function visitorMail(
  channel: DeliveryChannel,
  work: BookingWork,
  { site, from, siteUrl, replyTo = [], now = () => new Date() }: VisitorMailOptions,
): Promise<Mail.Options | NotNeeded | null> {
  const at = now();
  const skip = notNeeded(channel, work, at);
  if (skip) return skip;
  const { booking, meetingType } = work;
  const token = await issueManageToken(site, booking.id, at);
  if (!token) return { notNeeded: "booking erased" };
  const { language } = booking;
  const manage = manageLink(booking, token, siteUrl);
  const facts = bookingFacts(booking, meetingType, language);
  const kind = channel === "reminder" ? "reminder" : (KIND_OF_ACTION[work.action] ?? "confirmed");
  const message = bookingMessage(
    kind,
    facts,
    {
      reschedule: `${manage}?reschedule=1#booking-days`,
      cancel: `${manage}?cancel=1`,
      book: bookLink(booking, siteUrl),
    },
    language,
  );
  const words = bookingMailWords(language).invitation;
  const invitation = invitationMailPart(
    booking,
    {
      organizer: { name: brand.name, email: addressOf(from) },
      summary: words.summary(facts.meetingType),
      description: words.description(facts.meetingType, facts.reference),
      manageLabel: words.manage,
      manageUrl: manage,
    },
    at,
  );
  return {
    from,
    to: { name: booking.visitor.name, address: booking.visitor.email! },
    replyTo: replyTo.length ? [...replyTo] : undefined,
    // One per event and channel: a repeated delivery is recognisable as the same message.
    messageId: notificationMessageId(`${work.id}.${channel}`, siteUrl),
    date: at,
    subject: message.subject,
    text: bookingMessageText(message),
    html: bookingMessageHtml(message),
    // The reminder repeats no invitation: the calendar has the event already.
    ...(channel === "visitor" && invitation ? { icalEvent: invitation } : {}),
  };
}

/** `Website <website@example.com>` or `website@example.com`: the address alone. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
