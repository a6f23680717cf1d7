import type { Context, Handler } from "hono";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../core/chat/chat-lead";
import { INSIGHTS_BEACON_PATH } from "../core/insights/insight-events";
import { VOICE_CONFIG_PATH } from "../core/voice/voice-client-config";
import { chatLeadHandlers } from "./chat/chat-lead-routes";
import { chatLeadSource } from "./chat/chat-lead-source";
import type { Config } from "./config";
import type { ApiRoute } from "./http/api-route";
import { clientIp } from "./http/client-ip";
import type { ContactService } from "./inquiries/contact-service";
import type { InsightsCollecting } from "./insights/insights-collecting";
import type { Logger } from "./logger";
import { voiceConfigHandler } from "./voice/voice-config";
import { VOICE_EVENTS_PATH, voiceEventsHandlers } from "./voice-events/voice-events-route";
import type { VoiceEvents } from "./voice-events/voice-events-service";
import { formLeadSource } from "./contact/form-way-in";
import type { LeadSources } from "./inquiries/lead-source";
import { pipelineChannels, type ChannelSwitch } from "./inquiries/channels";
import { bookingChannels } from "./booking/messages/work";
import { voiceLeadSource } from "./voice-events/voice-lead-source";
import { bookingsOfPerson } from "./booking/store/erasure";
import { bookingLeadSource } from "./booking/messages/lead-source";
import type { PersonData } from "./db/lead-removal";
import { CALENDAR_FEED_PATH } from "./booking/calendar/feed-route";
import type { BookingEvent } from "./booking/service/outcomes";
import { SIMULATED_TOOL_CALLS_PATH } from "../core/voice/simulated-tool-calls";
import type { RateLimiter } from "./limits/rate-limiter";
import { simulatedToolCallsHandler } from "./voice-events/simulated-tool-calls-route";

/*
 * Where the wings meet the inquiry pipeline and the site's API. A new way in (README "How to add a
 * way in") adds its lead source here and its endpoints to the API table; nothing else outside its
 * own folders changes.
 */

/** Every way into the inquiry pipeline, each describing its leads. */
export const leadSources: LeadSources = [
  formLeadSource,
  voiceLeadSource,
  chatLeadSource,
  bookingLeadSource,
];

/** Every delivery channel, the pipeline's and each wing's, as this configuration sets it. */
export const channelSwitches = (config: Config): ChannelSwitch[] => [
  ...pipelineChannels(config),
  ...bookingChannels(config),
];

/** What the ways in keep of a person besides their leads: erased with them. */
export const personData: readonly PersonData[] = [bookingsOfPerson];

/**
 * Who hears of each booking once it is committed, one after the other (the booking service's
 * `onEvent`): the insights' "booked" step. Each listener keeps its own failures.
 */
export function bookingListeners({
  insights,
  wakeOutbox,
}: {
  insights?: Pick<InsightsCollecting, "bookings">;
  /** The change's messages are queued in its transaction: the outbox sends them now. */
  wakeOutbox?: () => void;
}): (event: BookingEvent) => Promise<void> {
  const listeners = insights?.bookings ? [insights.bookings] : [];
  return async (event) => {
    wakeOutbox?.();
    for (const listen of listeners) await listen(event);
  };
}

/** The site's own endpoints, each with the wing that answers it. */
export function apiTable({
  config,
  logger,
  contact,
  voiceEvents,
  bookingLimiter,
  insights,
  calendarFeed,
}: {
  config: Config;
  logger: Logger;
  contact?: ContactService;
  voiceEvents?: VoiceEvents;
  /** Bookings per address (the /book form's): the simulated assistant's count in it too. */
  bookingLimiter?: RateLimiter;
  insights?: Pick<InsightsCollecting, "beacon">;
  /** The team's calendar feed, /calendar/<token>.ics (server/booking/calendar/feed-route.ts). */
  calendarFeed?: Handler;
}): ApiRoute[] {
  const ip = (c: Context) => clientIp(c, config.TRUST_PROXY);
  const chatLead = contact && chatLeadHandlers(contact, ip);
  return [
    route("GET", VOICE_CONFIG_PATH, voiceConfigHandler(config)),
    route(
      "POST",
      VOICE_EVENTS_PATH,
      ...voiceEventsHandlers({ secret: config.VAPI_SERVER_SECRET, events: voiceEvents, logger }),
    ),
    ...(config.VOICE_PROVIDER === "simulated" && voiceEvents && bookingLimiter
      ? [
          route(
            "POST",
            SIMULATED_TOOL_CALLS_PATH,
            simulatedToolCallsHandler({
              events: voiceEvents,
              bookingLimiter,
              clientIp: ip,
              siteUrl: config.SITE_URL,
              logger,
            }),
          ),
        ]
      : []),
    ...(chatLead
      ? [
          route("GET", CHAT_LEAD_FORM_PATH, chatLead.formToken),
          route("POST", CHAT_LEAD_PATH, chatLead.submit),
        ]
      : []),
    ...(insights ? [route("POST", INSIGHTS_BEACON_PATH, insights.beacon)] : []),
    ...(calendarFeed ? [route("GET", CALENDAR_FEED_PATH, calendarFeed)] : []),
  ];
}

const route = (
  method: ApiRoute["method"],
  path: string,
  ...handlers: ApiRoute["handlers"]
): ApiRoute => ({ method, path, handlers });
