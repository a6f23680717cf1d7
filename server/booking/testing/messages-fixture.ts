import { afterAll, beforeAll, beforeEach } from "vitest";
import { presentSlots } from "../../../core/booking/slot-presentation";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import type { Language } from "../../../core/content/languages";
import type { DatabaseKind, SiteDatabase } from "../../db/database";
import type { DeliveryChannel } from "../../db/schema";
import { useTestDatabase } from "../../db/test-databases";
import { createEmailSender } from "../../inquiries/email-channel";
import { OutboxWorker } from "../../inquiries/outbox-worker";
import { createWebhookSender } from "../../inquiries/webhook-channel";
import { createLogger } from "../../logger";
import {
  startSmtpReceiver,
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookAnswer,
} from "../../testing/receivers";
import { leadSources } from "../../wings";
import { createBookingFollowUp } from "../messages/follow-up";
import type { BookAnswer } from "../service/outcomes";
import { createBookingService } from "../service/service";
import type { BookingSettings } from "../store/settings";
import { createVisitorSenders } from "../messages/visitor-senders";
import { bookingWorkLoader } from "../messages/work";
import { answerOf, bookAndConfirm, codeInbox } from "./code-inbox";
import { mailParts, mailSubject, readInvitation } from "./received-mail";
import { createCodeMail } from "../messages/code-mail";
import type { CodeMessage } from "../service/proof";
import type { Booking } from "../store/booking";

export const SITE_URL = "https://agency.example";
export const FROM = "Sunward AI <website@agency.example>";
export const DAY_MS = 24 * 60 * 60 * 1000;
export const ZONE = "Europe/Madrid";
export const settings: BookingSettings = {
  meetingTypes: [defaultMeetingType],
  availability: defaultAvailability,
};

export const booked = (answer: BookAnswer) => answerOf(answer, "booked");

/**
 * Inside a `describe`: a fresh database of this kind, a signed-webhook receiver and an SMTP
 * receiver for the whole block, and `wire` for a booking service whose changes are followed up
 * (lead, deliveries) and an outbox worker that sends them to the receivers, on the real clock.
 */
export function useBookingMessages(kind: DatabaseKind) {
  let site!: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let webhook!: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp!: Awaited<ReturnType<typeof startSmtpReceiver>>;
  /** The webhook's answer to each request, by its number; every id it was sent with. */
  const hooks = { answer: (_n: number): WebhookAnswer => "ok", ids: [] as string[] };
  beforeAll(async () => {
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, (n, id) => {
      hooks.ids.push(id);
      return hooks.answer(n);
    });
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await webhook.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await site.db.deleteFrom("bookings").execute();
    await site.db.deleteFrom("inquiries").execute();
    hooks.answer = () => "ok";
    hooks.ids.length = 0;
  });

  function wire({
    channels = ["webhook", "email", "visitor", "reminder"] as DeliveryChannel[],
    reminderMs = DAY_MS as number | null,
    smtpUrl = smtp.url,
  } = {}) {
    const followUp = createBookingFollowUp({ channels, reminderMs });
    const inbox = codeInbox();
    const parts = { db: site.db, kind: site.kind, transactions: site.transactions };
    const service = createBookingService({
      site: { ...parts, followUp },
      availability: async () => settings,
      trust: inbox.trust,
    });
    const senders = [
      createWebhookSender({ url: webhook.url, secret: TEST_WEBHOOK_SECRET, sources: leadSources }),
      createEmailSender({
        smtpUrl,
        to: ["office@agency.example"],
        from: FROM,
        siteUrl: SITE_URL,
        sources: leadSources,
      }),
      ...createVisitorSenders({ site: parts, smtpUrl, from: FROM, siteUrl: SITE_URL }),
    ].filter((sender) => channels.includes(sender.channel));
    const worker = new OutboxWorker({
      database: site,
      senders,
      logger: createLogger("silent"),
      backoffScale: 0.0001,
      subjects: [
        bookingWorkLoader(site.db, async () => ({
          meetingTypes: settings.meetingTypes,
          timeZone: settings.availability.timeZone,
        })),
      ],
    });

    /** Sends every delivery due now, retries included, until none is left due. */
    async function deliver() {
      for (let round = 0; round < 100; round++) {
        const handled = await worker.runOnce();
        const due = await site.db
          .selectFrom("deliveries")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", new Date(Date.now() + 1000).toISOString())
          .execute();
        if (handled === 0 && due.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("deliveries still due after 100 rounds");
    }

    /** Free starts at least `days` days ahead, as ISO 8601 in the visitor's zone. */
    async function startsAhead(days: number, count = 3) {
      const answer = await service.slots({
        meetingTypeId: defaultMeetingType.id,
        from: new Date(Date.now() + days * DAY_MS).toISOString(),
        to: new Date(Date.now() + (days + 14) * DAY_MS).toISOString(),
        timeZone: ZONE,
        limit: count,
      });
      if (answer.outcome !== "slots") throw new Error(answer.message);
      return presentSlots(answer.slots, ZONE).map((slot) => slot.start);
    }

    /**
     * Books as a visitor who proves their address by its code; one who gives only a phone number
     * as a caller whose number the provider's report names.
     */
    const book = async (
      start: string,
      visitor: { name?: string; email?: string | null; phone?: string | null } = {},
      language?: Language,
    ) => {
      const phoneOnly = visitor.email === null;
      return booked(
        await bookAndConfirm(service, inbox, {
          meetingTypeId: defaultMeetingType.id,
          start,
          visitor: { name: "Ada Lovelace", email: "ada@example.com", timeZone: ZONE, ...visitor },
          notes: "A voice agent for our front desk",
          source: phoneOnly ? "voice" : "web",
          provenPhone: phoneOnly ? visitor.phone : null,
          language,
        }),
      ).booking;
    };

    return { service, inbox, followUp, worker, deliver, startsAhead, book };
  }

  /** The deliveries of a booking's events, oldest event first. */
  const deliveriesOf = (bookingId: string) =>
    site.db
      .selectFrom("deliveries")
      .innerJoin("booking_events", "booking_events.id", "deliveries.subject_id")
      .select([
        "deliveries.id",
        "deliveries.channel",
        "deliveries.status",
        "deliveries.next_attempt_at",
        "deliveries.inquiry_id",
        "booking_events.id as event_id",
        "booking_events.action",
      ])
      .where("booking_events.booking_id", "=", bookingId)
      .orderBy("booking_events.at")
      .orderBy("deliveries.channel")
      .execute();

  /** The message sent for a booking's latest event of this action on this channel, by part. */
  async function sentFor(booking: Booking, action: string, channel = "visitor") {
    const event = await site.db
      .selectFrom("booking_events")
      .select("id")
      .where("booking_id", "=", booking.id)
      .where("action", "=", action)
      .executeTakeFirstOrThrow();
    // The staff's e-mail is the event's own message; the visitor's are one per channel.
    const id = channel === "email" ? event.id : `${event.id}.${channel}`;
    const raw = smtp.messages.get(`<${id}@agency.example>`);
    if (!raw) throw new Error(`no ${channel} e-mail for the ${action} event`);
    const parts = mailParts(raw);
    const part = (type: string) =>
      parts.find((candidate) => candidate.contentType.startsWith(type));
    const calendar = part("text/calendar");
    return {
      raw,
      subject: mailSubject(raw),
      text: part("text/plain")!.body,
      html: part("text/html")?.body ?? "",
      calendar,
      attachment: part("application/ics"),
      invitation: calendar && readInvitation(calendar.body),
    };
  }

  /** Makes every reminder due now, as if the day before each meeting had come. */
  const remindersDue = () =>
    site.db
      .updateTable("deliveries")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("channel", "=", "reminder")
      .execute();

  /** Sends a hold's code as the site does, to the block's SMTP receiver. */
  const sendCode = (message: CodeMessage) =>
    createCodeMail({
      site,
      smtpUrl: smtp.url,
      from: FROM,
      siteUrl: SITE_URL,
      holdMs: 15 * 60_000,
      logger: createLogger("silent"),
    })(message);

  return {
    sentFor,
    sendCode,
    remindersDue,
    get site() {
      return site;
    },
    get webhook() {
      return webhook;
    },
    get smtp() {
      return smtp;
    },
    hooks,
    wire,
    deliveriesOf,
  };
}
