import type { Context } from "hono";
import { z } from "zod";
import { isLanguage, siteLanguages, type Language } from "../../core/content/languages";
import { callPlacements } from "../../core/voice/placements";
import {
  simulatedToolNames,
  type SimulatedToolAnswer,
  type SimulatedToolCall,
} from "../../core/voice/simulated-tool-calls";
import { simulatedToolRefusals as refusals } from "../../core/content/booking-assistant";

/** A call's shape, as a refusal names it: with the language codes this build speaks. */
const notACall = refusals.notACall(Object.keys(siteLanguages).join(" or "));
import { clientKey } from "../http/client-ip";
import { isCrossSite, mediaTypeOf } from "../http/request-guard";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Logger } from "../logger";
import { readProviderMessage } from "./provider-messages";
import type { VoiceEvents } from "./voice-events-service";

/** One tool call with a few short arguments: a kilobyte is plenty, eight leaves room. */
export const MAX_SIMULATED_CALL_BYTES = 8 * 1024;

const id = z.string().trim().min(1).max(100);

const simulatedToolCall = z.object({
  conversationId: id,
  channel: z.enum(["call", "chat"]),
  timeZone: z.string().max(64).nullable(),
  placement: z.enum(callPlacements).nullable(),
  language: z.custom<Language>(isLanguage).optional(),
  toolCall: z.object({
    id,
    name: z.enum(simulatedToolNames),
    arguments: z.record(z.string(), z.unknown()),
  }),
}) satisfies z.ZodType<SimulatedToolCall>;

/**
 * The provider's own `tool-calls` message for a simulated tool call, read by the same parser as
 * a real one: the tools cannot tell the simulation from the provider.
 */
function providerMessageOf({
  conversationId,
  channel,
  timeZone,
  placement,
  language,
  toolCall,
}: SimulatedToolCall) {
  // A chat names its language in its prompt's variables, by the name the prompt reads.
  const variableValues = language ? { language: siteLanguages[language].name } : undefined;
  const where =
    channel === "chat"
      ? {
          chat: {
            id: conversationId,
            sessionId: conversationId,
            messages: [],
            assistantOverrides: { variableValues },
          },
        }
      : {
          call: {
            id: conversationId,
            assistantOverrides: { metadata: { placement, timeZone, pagePath: null, language } },
          },
        };
  return readProviderMessage({
    message: { type: "tool-calls", ...where, toolCallList: [toolCall] },
  });
}

/**
 * `POST /api/voice/simulated-tool-calls`, in the API table only when VOICE_PROVIDER=simulated. A
 * booking counts against the /book form's rate limit per address, since it holds a real slot.
 * Only the site's own pages may call it, as JSON: another site's page could otherwise book with
 * a `text/plain` post, which a browser sends without asking first.
 */
export function simulatedToolCallsHandler({
  events,
  bookingLimiter,
  clientIp,
  siteUrl,
  logger,
}: {
  events: VoiceEvents;
  bookingLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  siteUrl: string;
  logger: Logger;
}) {
  return async (c: Context) => {
    const answer = (body: SimulatedToolAnswer, status: 200 | 400 | 403 | 413 | 415 | 429 = 200) =>
      c.json(body, status);
    const refuse = (error: string, status: 403 | 415) => {
      logger.warn(
        {
          origin: c.req.header("origin") ?? null,
          contentType: c.req.header("content-type") ?? null,
        },
        `simulated tool call refused: ${error}`,
      );
      return answer({ error }, status);
    };
    if (isCrossSite(c.req.raw.headers, siteUrl)) return refuse(refusals.crossSite, 403);
    if (mediaTypeOf(c.req.raw.headers) !== "application/json") {
      return refuse(refusals.notJsonType, 415);
    }
    if (Number(c.req.header("content-length") ?? 0) > MAX_SIMULATED_CALL_BYTES) {
      c.header("Connection", "close");
      return answer({ error: refusals.tooLarge(MAX_SIMULATED_CALL_BYTES / 1024) }, 413);
    }
    const text = await c.req.text();
    if (text.length > MAX_SIMULATED_CALL_BYTES) {
      return answer({ error: refusals.tooLarge(MAX_SIMULATED_CALL_BYTES / 1024) }, 413);
    }
    let parsed: ReturnType<typeof simulatedToolCall.safeParse>;
    try {
      parsed = simulatedToolCall.safeParse(JSON.parse(text));
    } catch {
      return answer({ error: refusals.notJson }, 400);
    }
    if (!parsed.success) return answer({ error: notACall }, 400);
    if (parsed.data.toolCall.name === "book_appointment") {
      const decision = await bookingLimiter.take(clientKey(clientIp(c)));
      if (!decision.allowed) {
        const seconds = Math.ceil(decision.retryAfterMs / 1000);
        c.header("Retry-After", String(seconds));
        return answer({ error: refusals.rateLimited(Math.ceil(seconds / 60)) }, 429);
      }
    }
    const message = providerMessageOf(parsed.data);
    const handled = message && (await events.handle(message, { clientAddress: clientIp(c) }));
    const result = handled && "results" in handled ? handled.results[0] : undefined;
    if (!result) {
      logger.error({ tool: parsed.data.toolCall.name }, "simulated tool call was not answered");
      return answer({ error: notACall }, 400);
    }
    return answer("result" in result ? { result: result.result } : { error: result.error });
  };
}
