import type { Generated } from "kysely";

/** Insights without cookies (008-insights). */
export interface InsightsTables {
  insights_salts: InsightsSaltTable;
  insights_events: InsightsEventTable;
  insights_daily: InsightsDailyTable;
  insights_days_folded: InsightsDayFoldedTable;
  insights_landings: InsightsLandingTable;
}

/** The random salt of a day (YYYY-MM-DD, UTC); only today's and yesterday's exist. */
export interface InsightsSaltTable {
  day: string;
  salt: string;
}

/**
 * A page view or a step towards a lead. `visitor` is the day's salted hash of the address and
 * user agent (neither is stored); `channel` is a lead's source (form, voice or chat).
 */
export interface InsightsEventTable {
  id: string;
  at: string;
  day: string;
  visitor: string;
  name: string;
  path: string;
  /** 200, or 404 for a page not found. */
  status: Generated<number>;
  placement: string | null;
  channel: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  /** A connected call's id, by which its voice lead finds the visit that brought it. */
  call_id: string | null;
}

/** A finished day's totals of one event name, by one dimension (page, source, device...). */
export interface InsightsDailyTable {
  day: string;
  name: string;
  dimension: string;
  key: string;
  count: number;
  visitors: number;
}

/** A day whose events have been folded into `insights_daily`. */
export interface InsightsDayFoldedTable {
  day: string;
  folded_at: string;
}

/** A visitor's first counted page of a day, with where it came from (today's and yesterday's). */
export interface InsightsLandingTable {
  day: string;
  visitor: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}
