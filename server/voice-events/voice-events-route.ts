import type { Context, Handler, MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { secretChecker, SECRET_HEADER } from "./provider-secret";
import { readProviderMessage } from "./provider-messages";
import type { VoiceEvents } from "./voice-events-service";

export const VOICE_EVENTS_PATH = "/api/voice/events";

/** End-of-call reports carry the transcript: a long call is tens of kilobytes, never this much. */
export const MAX_EVENT_BYTES = 256 * 1024;

const refusal = (c: Context, status: 400 | 401 | 404 | 413, error: string) =>
  c.json({ error }, status);

function tooLarge(c: Context) {
  // The rest of the body is left unread: the connection cannot carry another request.
  c.header("Connection", "close");
  return refusal(c, 413, `The body is larger than ${MAX_EVENT_BYTES / 1024} KB.`);
}

/**
 * The body as text, or null when it is over the limit. Read in one go rather than as a web stream
 * (Hono's bodyLimit): on the Node.js adapter that is several times faster, and the caller is
 * waiting on the line. A declared length over the limit is refused unread; the secret was checked
 * first, so only the provider can make the server read a body sent without a length.
 */
async function readBody(c: Context): Promise<string | null> {
  if (Number(c.req.header("content-length") ?? 0) > MAX_EVENT_BYTES) return null;
  const body = await c.req.arrayBuffer();
  return body.byteLength > MAX_EVENT_BYTES ? null : new TextDecoder().decode(body);
}

/**
 * `POST /api/voice/events`: the voice provider's server messages. Off (404) until
 * `VAPI_SERVER_SECRET` is set; then only a request carrying that secret gets further. Nothing a
 * sender can put in the body makes it a server error.
 */
export function voiceEventsHandlers({
  secret,
  events,
  logger,
}: {
  secret: string;
  /** Absent when the server has no database (tests of other parts): the endpoint is off too. */
  events: VoiceEvents | undefined;
  logger: Logger;
}): [MiddlewareHandler, Handler] {
  const secretMatches = secret ? secretChecker(secret) : () => false;
  const enabled = Boolean(secret && events);
  return [
    async (c, next) => {
      if (!enabled) return refusal(c, 404, "Voice events are not enabled on this server.");
      if (!secretMatches(c.req.header(SECRET_HEADER))) {
        logger.warn("voice event refused: missing or wrong secret");
        return refusal(c, 401, "Missing or wrong X-Vapi-Secret.");
      }
      await next();
    },
    async (c) => {
      const text = await readBody(c);
      if (text === null) return tooLarge(c);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return refusal(c, 400, "The body is not JSON.");
      }
      const message = readProviderMessage(body);
      if (!message) return refusal(c, 400, 'Expected { "message": { "type": ... } }.');
      return c.json(await events!.handle(message));
    },
  ];
}
