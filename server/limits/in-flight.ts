import type { Context, MiddlewareHandler } from "hono";

/**
 * At most `limit` requests of one client in flight at once through this middleware; one more is
 * given `refusal` at once, before anything else is done for it. Someone signing in sends one
 * request at a time (two on a double click); a script sending hundreds at once has all but a
 * few refused for the price of a short answer each, where each would otherwise cost a rendered
 * page and hold up every other visitor's behind it.
 */
export function inFlightPerClient(
  limit: number,
  clientOf: (c: Context) => string,
  refusal: (c: Context) => Response,
): MiddlewareHandler {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const client = clientOf(c);
    const running = inFlight.get(client) ?? 0;
    if (running >= limit) return refusal(c);
    inFlight.set(client, running + 1);
    try {
      await next();
    } finally {
      const left = inFlight.get(client)! - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  };
}
