import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { BookingTools } from "../booking/assistant/tools";
import { leadSources } from "../wings";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import type { DeliverySender } from "../inquiries/delivery-channel";
import { createInquiryPipeline } from "../inquiries/inquiry-pipeline";
import { fastWorker, silentLogger } from "./contact-server";
import { VOICE_EVENTS_PATH, voiceEventsHandlers } from "../voice-events/voice-events-route";
import { createVoiceEvents } from "../voice-events/voice-events-service";
import { rateLimiterFor } from "../limits/limiter-for";

export const VOICE_SECRET = "test-voice-secret-0123456789";

/**
 * The voice events route of the real server on 127.0.0.1, over the real inquiry pipeline and its
 * outbox worker, with the senders a test chooses. `secret: ""` is a server without
 * VAPI_SERVER_SECRET.
 */
export async function startVoiceEventsServer({
  database,
  senders,
  secret = VOICE_SECRET,
  toolLeadLimit = "3/1h",
  bookingTools,
}: {
  database: SiteDatabase;
  senders: DeliverySender[];
  secret?: string;
  /** TOOL_LEAD_LIMIT. */
  toolLeadLimit?: string;
  /** The assistant's booking tools, as server/main.ts wires them. */
  bookingTools?: BookingTools;
}) {
  const config = loadConfig({ VAPI_SERVER_SECRET: secret, TOOL_LEAD_LIMIT: toolLeadLimit });
  const pipeline = await createInquiryPipeline({
    config,
    database,
    logger: silentLogger,
    sources: leadSources,
    senders,
    worker: fastWorker,
  });
  const events = createVoiceEvents({
    transactions: database.transactions,
    channels: pipeline.channels,
    logger: silentLogger,
    onQueued: pipeline.wake,
    leadLimiter: rateLimiterFor(database, "tool-leads", config.TOOL_LEAD_LIMIT),
    bookingTools,
  });
  const app = new Hono();
  app.post(
    VOICE_EVENTS_PATH,
    ...voiceEventsHandlers({ secret: config.VAPI_SERVER_SECRET, events, logger: silentLogger }),
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const worker = pipeline.startOutbox();
  const url = `http://127.0.0.1:${port}${VOICE_EVENTS_PATH}`;
  return {
    url,
    /** Posts a body (an object is sent as JSON) with the right secret unless `headers` say otherwise. */
    post(body: unknown, headers: Record<string, string> = {}) {
      return fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-vapi-secret": secret, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    async close() {
      await worker.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A `tool-calls` message as the provider sends it, in the OpenAI style of its tool call list. */
export function toolCallsMessage(
  callId: string,
  calls: { id: string; name: string; arguments: Record<string, unknown> | string }[],
) {
  return {
    message: {
      type: "tool-calls",
      call: { id: callId, type: "webCall" },
      toolCallList: calls.map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.name, arguments: call.arguments },
      })),
    },
  };
}
