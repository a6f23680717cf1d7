import type { Context } from "hono";
import { z } from "zod";
import {
  BEACON_MAX_BYTES,
  beaconEventNames,
  insightPlacements,
} from "../../core/insights/insight-events";
import { publicPagePaths } from "../../core/insights/public-pages";
import { beaconRefusals } from "../../core/content/insights-beacon";
import { isCrossSite, readLimited } from "../http/request-guard";
import { campaignTags, storedPath } from "./visit-traits";
import { visitorHash, visitorOf, type VisitCounterDeps } from "./visit-counter";

const TYPES = ["text/plain", "application/json"];

const beaconEvent = z
  .object({
    e: z.enum(beaconEventNames),
    p: z.string().max(400).startsWith("/"),
    l: z.enum(insightPlacements).optional(),
    c: z
      .string()
      .regex(/^[\w-]{1,100}$/)
      .optional(),
  })
  .strict()
  // A step of a call or a chat happens at a placement; a page view at none.
  .refine((event) => (event.e === "pageview") === (event.l === undefined))
  .refine((event) => event.c === undefined || event.e === "call_connected");

/** The event's page, when it is one of the site's own (a path with a query, on no other host). */
function ownPage(path: string): URL | null {
  try {
    const url = new URL(path, "http://site.invalid");
    return url.host === "site.invalid" && publicPagePaths.includes(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/insights`: one event from the site's own beacon. A public endpoint, so it takes only
 * what the beacon sends: a known event at a known placement on one of the site's pages, posted
 * from the site itself, in a small body, within its address's budget of counted events. Every other post is refused with a
 * 4xx; a failure to count is logged, never answered with a 5xx.
 */
export function beaconHandler(deps: VisitCounterDeps & { siteUrl: string; enabled: boolean }) {
  const refuse = (c: Context, status: 400 | 403 | 413 | 415, message: string) =>
    c.text(message, status);
  return async (c: Context) => {
    const headers = c.req.raw.headers;
    // Browsers send Origin with every post; a request without one is not from a page of ours.
    if (headers.get("origin") === null || isCrossSite(headers, deps.siteUrl)) {
      return refuse(c, 403, beaconRefusals.crossSite);
    }
    const type = (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!TYPES.includes(type)) return refuse(c, 415, beaconRefusals.unsupportedType);
    if (Number(headers.get("content-length") ?? 0) > BEACON_MAX_BYTES) {
      return refuse(c, 413, beaconRefusals.tooLarge);
    }
    const body = await readLimited(c.req.raw, BEACON_MAX_BYTES).catch(() => null);
    if (body === "too-large") return refuse(c, 413, beaconRefusals.tooLarge);
    let parsed: ReturnType<typeof beaconEvent.safeParse>;
    try {
      parsed = beaconEvent.safeParse(JSON.parse(new TextDecoder().decode(body ?? undefined)));
    } catch {
      return refuse(c, 400, beaconRefusals.unreadable);
    }
    const page = parsed.success ? ownPage(parsed.data.p) : null;
    if (!parsed.success || !page) return refuse(c, 400, beaconRefusals.unreadable);
    if (!deps.enabled) return c.body(null, 204);

    const seen = visitorOf(deps, c);
    if (seen.automated) return c.body(null, 204);
    try {
      const decision = await deps.budget.take(seen.address);
      if (!decision.allowed) {
        const retryAfter = String(Math.ceil(decision.retryAfterMs / 1000));
        return c.text(beaconRefusals.rateLimited, 429, { "Retry-After": retryAfter });
      }
      const visitor = await visitorHash(deps, seen);
      const event = parsed.data;
      deps.recorder.record({
        visitor,
        at: seen.at,
        name: event.e,
        path: storedPath(page.pathname),
        placement: event.l ?? null,
        call_id: event.c ?? null,
        device: seen.device,
        ...campaignTags(page.searchParams),
      });
    } catch (error) {
      deps.logger.warn({ err: error }, "insights: beacon event not counted");
    }
    return c.body(null, 204);
  };
}
