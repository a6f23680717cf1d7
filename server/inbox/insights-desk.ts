import type { Period } from "../../core/insights/insights-period";
import { csvTable } from "../http/csv";
import type { SiteDatabase } from "../db/database";
import { buildReport, reportCsvColumns, reportCsvRows } from "../insights/insights-figures";
import type { Insights } from "../insights/insights";
import { createLiveTotals, totalsFor } from "../insights/insights-report";

export type { Figure, Funnel, InsightsReport } from "../insights/insights-figures";

/**
 * The inbox's door to insights: the dashboard's figures and its CSV, for a period. Days that
 * finished since the last fold are folded first, so a dashboard opened after midnight is whole.
 */
export function createInsightsDesk({
  database,
  insights,
  now = Date.now,
}: {
  database: SiteDatabase;
  insights: Pick<Insights, "tidy" | "enabled">;
  now?: () => number;
}) {
  const live = createLiveTotals(database.db);
  const totals = async (period: Period) => {
    await insights.tidy();
    return totalsFor(database.db, live, period, now());
  };
  return {
    /** False with INSIGHTS=off: the dashboard says that nothing is counted. */
    counting: insights.enabled,
    now,
    report: async (period: Period) => buildReport(period, await totals(period)),
    csv: async (period: Period) =>
      csvTable(reportCsvColumns, reportCsvRows(period, await totals(period))),
  };
}

export type InsightsDesk = ReturnType<typeof createInsightsDesk>;
