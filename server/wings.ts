import type { Context } from "hono";
import { bookingChannels, bookingLeadSource, bookingsOfPerson } from "./booking/booking-wing";
import { createBookingWing, storedAvailability, type BookingEvent } from "./booking/booking-wing";
import { createCalendarWing } from "./calendar/calendar-wing";
import { createChatWing } from "./chat/chat-wing";
import { chatLeadSource } from "./chat/chat-lead-source";
import type { Config } from "./config";
import { formLeadSource } from "./contact/form-way-in";
import type { SiteDatabase } from "./db/database";
import type { PersonData } from "./db/lead-removal";
import { clientIp } from "./http/client-ip";
import { createLeadDesk } from "./inbox/lead-desk";
import { pipelineChannels, type ChannelSwitch } from "./inquiries/channels";
import type { InquiryPipeline } from "./inquiries/inquiry-pipeline";
import type { LeadSources } from "./inquiries/lead-source";
import { createInsightsWing } from "./insights/insights-wing";
import type { Logger } from "./logger";
import { createStaffWing } from "./staff/staff-wing";
import { createVoiceWing } from "./voice/voice-wing";
import { createVoiceEventsWing } from "./voice-events/voice-events-wing";
import { voiceLeadSource } from "./voice-events/voice-lead-source";

/*
 * Where the wings meet the floors and each other: the one place the server is wired. A new way in
 * (README "How to add a way in") adds its lead source here and its factory's parts below; nothing
 * else outside its own folders changes.
 */

/** Every way into the inquiry pipeline, each describing its leads. */
export const leadSources: LeadSources = [
  formLeadSource,
  voiceLeadSource,
  chatLeadSource,
  bookingLeadSource,
];

/** What the ways in keep of a person besides their leads: erased with them. */
export const personData: readonly PersonData[] = [bookingsOfPerson];

/** Every delivery channel, the pipeline's and each wing's, as this configuration sets it. */
export const channelSwitches = (config: Config): ChannelSwitch[] => [
  ...pipelineChannels(config),
  ...bookingChannels(config),
];

/**
 * Who hears of each booking once it is committed, one after the other (the booking service's
 * `onEvent`): the insights' "booked" step. Each listener keeps its own failures.
 */
export function bookingListeners({
  insights,
  wakeOutbox,
}: {
  insights?: (event: BookingEvent) => Promise<void>;
  /** The change's messages are queued in its transaction: the outbox sends them now. */
  wakeOutbox?: () => void;
}): (event: BookingEvent) => Promise<void> {
  return async (event) => {
    wakeOutbox?.();
    await insights?.(event);
  };
}

/** A timer or a background task of a wing: started with the server, stopped while it drains. */
export interface Schedule {
  start(): void;
  stop(): void | Promise<unknown>;
}

/**
 * Every wing, each built by its factory and handed what it needs of the pipeline and of the other
 * wings; their parts gathered for the app (API routes, inbox desks, the /book door), the outbox
 * (senders, subject loaders) and the schedules.
 */
export async function createWings({
  config,
  database,
  logger,
  pipeline,
  insights,
}: {
  config: Config;
  database: SiteDatabase;
  logger: Logger;
  pipeline: InquiryPipeline;
  insights: ReturnType<typeof createInsightsWing>;
}) {
  const ip = (c: Context) => clientIp(c, config.TRUST_PROXY);
  const availability = () => storedAvailability(database.db);
  const calendar = createCalendarWing({
    config,
    agencyZone: async () => (await availability()).availability.timeZone,
    logger,
  });
  const booking = await createBookingWing({
    config,
    database,
    logger,
    availability,
    wakeOutbox: pipeline.wake,
    onEvent: bookingListeners({ insights: insights.bookings, wakeOutbox: pipeline.wake }),
    calendar: calendar.busyTimes,
  });
  const voiceEvents = createVoiceEventsWing({
    config,
    database,
    logger,
    channels: pipeline.channels,
    wakeOutbox: pipeline.wake,
    insights: insights.leads,
    bookingTools: booking.tools,
    bookingLimiter: booking.rateLimiter,
    clientIp: ip,
  });
  const chat = createChatWing({ contact: pipeline.contact, clientIp: ip });
  const staff = createStaffWing({ database, siteUrl: config.SITE_URL, logger });
  const leads = createLeadDesk({
    database,
    channels: pipeline.channels,
    sources: leadSources,
    personData,
    wakeOutbox: pipeline.wake,
  });

  return {
    /** The site's own endpoints, each with the wing that answers it. */
    api: [
      ...createVoiceWing({ config }).api,
      ...voiceEvents.api,
      ...chat.api,
      ...insights.api,
      ...booking.api,
    ],
    inbox: {
      leads,
      ...insights.inbox,
      ...staff.inbox,
      bookings: booking.inbox.bookings,
      calendar: { ...calendar.inbox, ...booking.inbox.calendar },
      replyByEmail: pipeline.replyByEmail,
    },
    booking: booking.door,
    outbox: { senders: booking.senders, subjects: [booking.subjects] },
    schedules: [
      ...calendar.schedules,
      ...insights.schedules,
      ...booking.schedules,
    ] satisfies Schedule[],
  };
}
