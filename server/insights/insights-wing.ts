import { INSIGHTS_BEACON_PATH } from "../../core/insights/insight-events";
import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import type { ApiRoute } from "../http/api-route";
import type { Logger } from "../logger";
import { createInsightsCollecting } from "./insights-collecting";
import { createInsightsDesk } from "./insights-desk";
import { createInsightsReporting } from "./insights-reporting";

/* The insights wing's door: what it hands the wiring (server/wings.ts), and those parts' types. */
export type { Figure, Funnel, InsightsDesk, InsightsReport } from "./insights-desk";

/**
 * Insights (README "Insights"): collecting (the page-view counter, the beacon, the lead and
 * booking steps the server sees) apart from reporting (the inbox's dashboard, and the hourly fold
 * and purge that keeps its totals).
 */
export function createInsightsWing({
  config,
  database,
  logger,
}: {
  config: Pick<
    Config,
    "INSIGHTS" | "INSIGHTS_BUDGET" | "INSIGHTS_RETENTION_DAYS" | "SITE_URL" | "TRUST_PROXY"
  >;
  database: SiteDatabase;
  logger: Logger;
}) {
  const collecting = createInsightsCollecting({ config, database, logger });
  const reporting = createInsightsReporting({ config, database, logger });
  let folding: { stop(): void } | null = null;
  return {
    /** The pipeline's counter of leads and the visits they came from; none with INSIGHTS=off. */
    leads: collecting.leads,
    /** The booking service's listener for the funnel's "booked" step. */
    bookings: collecting.bookings,
    countPageViews: collecting.countPageViews,
    api: [
      { method: "POST", path: INSIGHTS_BEACON_PATH, handlers: [collecting.beacon] },
    ] satisfies ApiRoute[],
    inbox: { insights: createInsightsDesk({ reporting }) },
    schedules: [
      {
        start: () => void (folding = reporting.start()),
        stop: () => folding?.stop(),
      },
      // The events still waiting are written at shutdown.
      { start: () => undefined, stop: () => collecting.flush() },
    ],
  };
}
