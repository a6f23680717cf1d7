import type { Period } from "../../core/insights/insights-period";
import { csvTable } from "../http/csv";
import type { InsightsReporting } from "./insights-reporting";

export type { Figure, Funnel, InsightsReport } from "./insights-figures";

/** The inbox's door to insights: the dashboard's figures and its CSV, for a period. */
export function createInsightsDesk({ reporting }: { reporting: InsightsReporting }) {
  return {
    /** False with INSIGHTS=off: the dashboard says that nothing is counted. */
    counting: reporting.counting,
    now: reporting.now,
    report: (period: Period) => reporting.report(period),
    csv: async (period: Period) => csvTable(reporting.csvColumns, await reporting.csvRows(period)),
  };
}

export type InsightsDesk = ReturnType<typeof createInsightsDesk>;
