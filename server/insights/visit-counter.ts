import type { Context, MiddlewareHandler } from "hono";
import { NOT_FOUND_KEY } from "../../core/insights/insight-events";
import { clientIp, clientKey } from "../http/client-ip";
import type { ProxyTrust } from "../http/proxy-trust";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Logger } from "../logger";
import type { EventRecorder, NewEvent } from "./event-recorder";
import {
  agentTraits,
  campaignTags,
  isPrefetch,
  NO_CAMPAIGN,
  referrerHost,
  storedPath,
} from "./visit-traits";
import type { VisitorHasher } from "./visitor-salts";

export interface VisitCounterDeps {
  hasher: VisitorHasher;
  recorder: EventRecorder;
  /** Counted events per client address (INSIGHTS_BUDGET): past it, nothing more is written. */
  budget: RateLimiter;
  trustProxy: ProxyTrust;
  siteHost: string;
  logger: Logger;
  now?: () => number;
}

/** The inbox is the staff's, not a visitor's: in any letter case, as its gate sees it. */
const isInbox = (pathname: string) => /^\/+inbox(\/|\.data|$)/i.test(pathname);

/**
 * What a request tells every counter: who the visitor is (the address as the rate limits resolve
 * it, behind TRUST_PROXY, and the user agent: only ever hashed), their device class, and when.
 */
export function visitorOf(deps: VisitCounterDeps, c: Context) {
  const userAgent = c.req.header("user-agent") ?? "";
  const { automated, device } = agentTraits(userAgent);
  return {
    automated,
    device,
    at: (deps.now ?? Date.now)(),
    address: clientKey(clientIp(c, deps.trustProxy)),
    userAgent,
  };
}

type Visit = ReturnType<typeof visitorOf>;

/** The visitor's hash of the day. */
export const visitorHash = (deps: VisitCounterDeps, visit: Visit) =>
  deps.hasher.hash(visit.address, visit.userAgent, visit.at);

/**
 * Queues the event with the visitor's hash, within the address's budget: at once when the day's
 * salt is at hand, else once it is made. Errors are logged, never seen.
 */
async function recordWithin(
  deps: VisitCounterDeps,
  visit: Visit,
  event: Omit<NewEvent, "visitor">,
) {
  const decision = await deps.budget.take(visit.address);
  if (!decision.allowed) return;
  const visitor =
    deps.hasher.hashNow(visit.address, visit.userAgent, visit.at) ??
    (await visitorHash(deps, visit));
  deps.recorder.record({ ...event, visitor });
}

/**
 * Counts a page view when the server answers a page document (prerendered, kept or rendered, so
 * JavaScript plays no part), every 404 under one key. Not counted: HEAD, prefetches, bots, the
 * inbox, anything that is not an HTML document (assets, React Router's data requests), and an
 * address past its budget: its pages are served as ever.
 */
export function countPageViews(deps: VisitCounterDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET") return;
    const { status } = c.res;
    if (status !== 200 && status !== 304 && status !== 404) return;
    if (!/^text\/html/.test(c.res.headers.get("content-type") ?? "")) return;
    const headers = c.req.raw.headers;
    const dest = headers.get("sec-fetch-dest");
    if ((dest && dest !== "document") || isPrefetch(headers) || isInbox(c.req.path)) return;
    const seen = visitorOf(deps, c);
    if (seen.automated) return;
    const url = new URL(c.req.url);
    const counting = recordWithin(deps, seen, {
      at: seen.at,
      name: "pageview",
      path:
        status === 404
          ? NOT_FOUND_KEY
          : storedPath(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/"),
      status: status === 404 ? 404 : 200,
      device: seen.device,
      referrer_host: referrerHost(headers.get("referer"), deps.siteHost),
      ...(url.search ? campaignTags(url.searchParams) : NO_CAMPAIGN),
    }).catch((error: unknown) => deps.logger.warn({ err: error }, "insights: event not counted"));
    deps.recorder.recordsSoon(counting);
  };
}
