import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { rateLimiterFor } from "../limits/limiter-for";
import type { RateLimit } from "../limits/rate-limiter";
import type { Logger } from "../logger";
import { beaconHandler } from "./beacon-route";
import { foldFinishedDays, purgeOldEvents } from "./daily-totals";
import { createEventRecorder } from "./event-recorder";
import { createLeadInsights } from "./lead-attribution";
import { countPageViews, type VisitCounterDeps } from "./visit-counter";
import { createVisitorHasher } from "./visitor-salts";

/** A visitor browses at a few events a minute; a script that sends more is refused. */
export const BEACON_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60 * 1000 };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Insights (docs/decisions/019-counting-visits-without-cookies.md): the page-view counter, the
 * beacon's endpoint, the lead steps the server sees, and the hourly fold and purge. With
 * INSIGHTS=off the counter and the lead steps record nothing and the beacon accepts and drops.
 */
export function createInsights({
  config,
  database,
  logger,
  now = Date.now,
}: {
  config: Pick<Config, "INSIGHTS" | "INSIGHTS_RETENTION_DAYS" | "SITE_URL" | "TRUST_PROXY">;
  database: SiteDatabase;
  logger: Logger;
  now?: () => number;
}) {
  const enabled = config.INSIGHTS === "on";
  const { db } = database;
  const hasher = createVisitorHasher(db, new URL(config.SITE_URL).host);
  const recorder = createEventRecorder(database, logger);
  const deps: VisitCounterDeps = {
    hasher,
    recorder,
    trustProxy: config.TRUST_PROXY,
    siteHost: new URL(config.SITE_URL).host,
    logger,
    now,
  };
  const limiter = rateLimiterFor(database, "insights", BEACON_RATE_LIMIT);

  let foldedOn: string | null = null;
  /** Folds finished days and deletes raw events past the retention; once a day is enough. */
  async function tidy() {
    const today = new Date(now()).toISOString().slice(0, 10);
    if (foldedOn === today) return;
    const folded = await foldFinishedDays(db, now());
    const purged = await purgeOldEvents(db, config.INSIGHTS_RETENTION_DAYS, now());
    foldedOn = today;
    if (folded.length + purged > 0) logger.info({ folded, purged }, "insights: days folded");
  }

  return {
    enabled,
    countPageViews: enabled ? countPageViews(deps) : null,
    beacon: beaconHandler({ ...deps, siteUrl: config.SITE_URL, limiter, enabled }),
    leads: enabled ? createLeadInsights({ db, hasher, recorder, now }) : undefined,
    tidy,
    /** Hourly fold and purge, from start-up on. */
    start() {
      const run = () =>
        void tidy().catch((error: unknown) =>
          logger.error({ err: error }, "insights: could not fold or purge"),
        );
      run();
      const timer = setInterval(() => {
        foldedOn = null;
        run();
      }, HOUR_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
    /** Writes the events still waiting (at shutdown). */
    flush: () => recorder.flush(),
  };
}

export type Insights = ReturnType<typeof createInsights>;
