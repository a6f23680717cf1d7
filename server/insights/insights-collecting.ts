import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { rateLimiterFor } from "../limits/limiter-for";
import type { Logger } from "../logger";
import { beaconHandler } from "./beacon-route";
import { createEventRecorder } from "./event-recorder";
import { countBookings } from "./booking-insights";
import { createLeadInsights } from "./lead-attribution";
import { countPageViews, type VisitCounterDeps } from "./visit-counter";
import { createVisitorHasher } from "./visitor-salts";

/**
 * Collecting insights (docs/decisions/019-counting-visits-without-cookies.md): the page-view
 * counter, the beacon's endpoint and the lead and booking steps the server sees, all within one budget of
 * counted events per client address (INSIGHTS_BUDGET). With INSIGHTS=off the counter and the lead
 * steps record nothing and the beacon accepts and drops. Reporting is insights-reporting.ts.
 */
export function createInsightsCollecting({
  config,
  database,
  logger,
  now = Date.now,
}: {
  config: Pick<Config, "INSIGHTS" | "INSIGHTS_BUDGET" | "SITE_URL" | "TRUST_PROXY">;
  database: SiteDatabase;
  logger: Logger;
  now?: () => number;
}) {
  const enabled = config.INSIGHTS === "on";
  const hasher = createVisitorHasher(database.db, new URL(config.SITE_URL).host);
  const recorder = createEventRecorder(database, logger);
  const budget = rateLimiterFor(database, "insights", config.INSIGHTS_BUDGET);
  const deps: VisitCounterDeps = {
    hasher,
    recorder,
    budget,
    trustProxy: config.TRUST_PROXY,
    siteHost: new URL(config.SITE_URL).host,
    logger,
    now,
  };

  const leads = enabled
    ? createLeadInsights({ db: database.db, hasher, recorder, budget, now })
    : undefined;

  return {
    enabled,
    countPageViews: enabled ? countPageViews(deps) : null,
    beacon: beaconHandler({ ...deps, siteUrl: config.SITE_URL, enabled }),
    leads,
    /** The booking service's listener for the funnel's "booked" step. */
    bookings: leads
      ? countBookings({ hasher, recorder, budget, visitByCall: leads.visitByCall, logger, now })
      : undefined,
    /** Writes the events still waiting (at shutdown). */
    flush: () => recorder.flush(),
  };
}

export type InsightsCollecting = ReturnType<typeof createInsightsCollecting>;
