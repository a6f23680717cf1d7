import type { Period } from "../../core/insights/insights-period";
import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import type { Logger } from "../logger";
import { foldFinishedDays, purgeOldEvents } from "./daily-folding";
import { buildReport, reportCsvColumns, reportCsvRows } from "./insights-figures";
import { dayOf } from "./insights-days";
import { createPeriodTotals } from "./period-totals";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reporting insights: the dashboard's figures and its CSV for a period, made by the database from
 * the folded totals of finished days and today's raw events (today's at most TODAY_FRESH_MS old);
 * and the hourly fold and purge that keeps those totals. It reads what collecting (insights-collecting.ts) wrote, and nothing else.
 */
export function createInsightsReporting({
  config,
  database,
  logger,
  now = Date.now,
}: {
  config: Pick<Config, "INSIGHTS" | "INSIGHTS_RETENTION_DAYS">;
  database: SiteDatabase;
  logger: Logger;
  now?: () => number;
}) {
  const { db } = database;
  const totals = createPeriodTotals(db);
  let foldedOn: string | null = null;
  /** Folds finished days and deletes raw events past the retention; once a day is enough. */
  async function tidy() {
    const today = dayOf(now());
    if (foldedOn === today) return;
    const folded = await foldFinishedDays(db, now());
    const purged = await purgeOldEvents(db, config.INSIGHTS_RETENTION_DAYS, now());
    foldedOn = today;
    if (folded.length + purged > 0) logger.info({ folded, purged }, "insights: days folded");
  }

  return {
    /** False with INSIGHTS=off: the dashboard says that nothing is counted. */
    counting: config.INSIGHTS === "on",
    now,
    /** The period's figures; days that finished since the last fold are folded first. */
    async report(period: Period) {
      await tidy();
      return buildReport(period, await totals.totalsFor(period, now()));
    },
    /** The period's daily totals as CSV rows, under `reportCsvColumns`. */
    async csvRows(period: Period) {
      await tidy();
      return reportCsvRows(period, await totals.dailyTotalsFor(period, now()));
    },
    csvColumns: reportCsvColumns,
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
  };
}

export type InsightsReporting = ReturnType<typeof createInsightsReporting>;
