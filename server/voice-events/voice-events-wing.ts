import type { Context } from "hono";
import { SIMULATED_TOOL_CALLS_PATH } from "../../core/voice/simulated-tool-calls";
import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import type { DeliveryChannel } from "../db/schema";
import type { ApiRoute } from "../http/api-route";
import { rateLimiterFor } from "../limits/limiter-for";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Logger } from "../logger";
import type { BookingTools } from "../booking/booking-wing";
import { simulatedToolCallsHandler } from "./simulated-tool-calls-route";
import { VOICE_EVENTS_PATH, voiceEventsHandlers } from "./voice-events-route";
import { createVoiceEvents, type CallCounter } from "./voice-events-service";

/* The voice events wing's door: what it hands the wiring (server/wings.ts). */
export type { CallCounter } from "./voice-events-service";

/**
 * The voice assistant's server messages (its tool calls and call reports, as leads), and with the
 * simulated provider the browser's own tool calls, whose bookings count in the /book form's limit.
 */
export function createVoiceEventsWing({
  config,
  database,
  logger,
  channels,
  wakeOutbox,
  insights,
  bookingTools,
  bookingLimiter,
  clientIp,
}: {
  config: Pick<Config, "VAPI_SERVER_SECRET" | "TOOL_LEAD_LIMIT" | "VOICE_PROVIDER" | "SITE_URL">;
  database: SiteDatabase;
  logger: Logger;
  /** The pipeline's notification channels: each lead is queued on them. */
  channels: readonly DeliveryChannel[];
  wakeOutbox: () => void;
  insights?: CallCounter;
  bookingTools: BookingTools;
  /** Bookings per address (the /book form's). */
  bookingLimiter: RateLimiter;
  clientIp: (c: Context) => string;
}) {
  const events = createVoiceEvents({
    transactions: database.transactions,
    channels,
    logger,
    onQueued: wakeOutbox,
    insights,
    leadLimiter: rateLimiterFor(database, "tool-leads", config.TOOL_LEAD_LIMIT),
    bookingTools,
  });
  const api: ApiRoute[] = [
    {
      method: "POST",
      path: VOICE_EVENTS_PATH,
      handlers: voiceEventsHandlers({ secret: config.VAPI_SERVER_SECRET, events, logger }),
    },
  ];
  if (config.VOICE_PROVIDER === "simulated") {
    api.push({
      method: "POST",
      path: SIMULATED_TOOL_CALLS_PATH,
      handlers: [
        simulatedToolCallsHandler({
          events,
          bookingLimiter,
          clientIp,
          siteUrl: config.SITE_URL,
          logger,
        }),
      ],
    });
  }
  return { api };
}
