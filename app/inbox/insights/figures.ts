import { groupDigits } from "../../../core/content/format";
import { OTHER_KEY } from "../../../core/insights/insight-events";
import { insightsPage } from "~/content/insights";

/** How the dashboard writes its numbers. */
export const count = (n: number) => groupDigits(n);
export const percent = (ratio: number) =>
  `${(Math.round(ratio * 1000) / 10).toFixed(ratio < 0.1 && ratio > 0 ? 1 : 0)}%`;
/** A bar's width as a share of the largest value shown beside it. */
export const barWidth = (value: number, largest: number) =>
  `${largest > 0 && value > 0 ? Math.max(2, Math.round((value / largest) * 100)) : 0}%`;
/** A page, source or campaign as listed: the day's keys beyond the most frequent, in words. */
export const keyName = (key: string, blank: string) =>
  key === OTHER_KEY ? insightsPage.other : key || blank;
