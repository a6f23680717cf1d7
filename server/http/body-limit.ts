import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Paths that take much less than the site-wide limit, as React Router matches them: in any letter
 * case, with a trailing slash, and with their `.data` twin. A staff sign-in form or passkey answer
 * is a few kilobytes, and these are posted without a session.
 */
const SMALLER_LIMITS: readonly { path: RegExp; maxBytes: number }[] = [
  {
    path: /^\/inbox\/(sign-in|sign-out|welcome\/[^/]+|passkeys\/[^/]+)(\.data)?$/,
    maxBytes: 64 * 1024,
  },
];

/** The path as React Router matches it: lower case, without leading and trailing slashes' repeats. */
const routePath = (path: string) => `/${path.toLowerCase().replace(/^\/+|\/+$/g, "")}`;

export function bodyLimitFor(path: string, siteWide: number): number {
  const route = routePath(path);
  const smaller = SMALLER_LIMITS.find((limit) => limit.path.test(route));
  return smaller ? Math.min(smaller.maxBytes, siteWide) : siteWide;
}

function tooLarge(c: Context, maxBytes: number) {
  // The rest of the body stays unread, so the connection cannot carry another request.
  c.header("Connection", "close");
  return c.text(
    `The request body is larger than this address takes (${Math.round(maxBytes / 1024)} KB).`,
    413,
  );
}

/**
 * One limit in front of every route (MAX_BODY_KB), smaller on the paths above. A declared length
 * over it is refused unread; a body without one (chunked) is counted as it arrives, answered 413
 * the moment it passes the limit and otherwise handed on whole, so no route ever holds more.
 */
export function bodyLimits(siteWideBytes: number): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  const limiter = (maxBytes: number) => {
    let middleware = byLimit.get(maxBytes);
    if (!middleware) {
      middleware = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) });
      byLimit.set(maxBytes, middleware);
    }
    return middleware;
  };
  return (c, next) => limiter(bodyLimitFor(c.req.path, siteWideBytes))(c, next);
}
