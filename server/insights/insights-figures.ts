import { daysOf, type Period } from "../../core/insights/insights-period";
import {
  BOOK_PAGE_PLACEMENT,
  stepWitness,
  type FunnelPlacement,
  type FunnelStepName,
  type InsightEventName,
  type InsightPlacement,
  type StepWitness,
} from "../../core/insights/insight-events";
import type { InquirySource } from "../../core/contact/inquiry-record";
import { NOT_FOUND_KEY } from "../../core/insights/insight-events";
import { KEY_SEPARATOR, type DailyRow, type Dimension } from "./day-totals";
import { BOOK_PAGE_PATHS } from "../../core/insights/public-pages";

/** A figure of the period beside the same figure of the period before. */
export interface Figure {
  now: number;
  before: number;
}

export interface FunnelStep {
  step: FunnelStepName;
  count: number;
  /** Whether the server saw the step itself, or only the visitor's browser said so. */
  witness: StepWitness;
}

export interface Funnel {
  placement: FunnelPlacement;
  channel: InquirySource;
  steps: FunnelStep[];
}

export interface InsightsReport {
  period: Period;
  headline: { visitors: Figure; pageviews: Figure; leads: Figure; conversion: Figure };
  daily: { day: string; visitors: number; pageviews: number; leads: number }[];
  pages: { path: string; views: number; visitors: number; leads: number }[];
  /** Views of pages not found (404), all under one key: their paths are not kept. */
  notFound: number;
  referrers: { host: string; visitors: number; leads: number }[];
  campaigns: {
    source: string;
    medium: string;
    campaign: string;
    visitors: number;
    leads: number;
  }[];
  devices: { device: string; visitors: number; views: number }[];
  /** The pages of each language the site is read in (decision 027): its visitors, views, leads. */
  languages: { language: string; visitors: number; views: number; leads: number }[];
  funnels: Funnel[];
}

/**
 * Which steps lead to each kind of lead, and where each kind can start; `booked` follows the lead
 * where that way in books (the assistant's tools).
 */
const funnelShapes: {
  channel: InquirySource;
  steps: InsightEventName[];
  at: InsightPlacement[];
  books: boolean;
}[] = [
  {
    channel: "voice",
    steps: ["call_pressed", "consent_recorded", "call_reported"],
    at: ["hero", "demo", "contact", "widget"],
    books: true,
  },
  { channel: "chat", steps: ["chat_started"], at: ["demo", "widget"], books: true },
  { channel: "form", steps: ["form_submitted"], at: ["contact"], books: false },
];

const TOP = 10;

/** Sums rows by key; each key's events, visitors (summed over days) and first-seen order. */
function byKey(rows: DailyRow[], name: InsightEventName, dimension: Dimension) {
  const sums = new Map<string, { count: number; visitors: number }>();
  for (const row of rows) {
    if (row.name !== name || row.dimension !== dimension) continue;
    const sum = sums.get(row.key) ?? { count: 0, visitors: 0 };
    sum.count += Number(row.count);
    sum.visitors += Number(row.visitors);
    sums.set(row.key, sum);
  }
  return sums;
}

const total = (rows: DailyRow[], name: InsightEventName, field: "count" | "visitors") =>
  byKey(rows, name, "total").get("")?.[field] ?? 0;

const top = <T extends object>(list: T[], by: (item: T) => number, n = TOP) =>
  list.sort((a, b) => by(b) - by(a)).slice(0, n);

const leadsBy = (rows: DailyRow[], dimension: Dimension) => byKey(rows, "lead_created", dimension);

/**
 * The dashboard's figures for a period from its daily totals (and those of the period before).
 * Visitors are counted per day: a period's visitors are the sum of its days' visitors.
 */
export function buildReport(period: Period, rows: DailyRow[]): InsightsReport {
  const current = rows.filter((row) => row.day >= period.from && row.day <= period.to);
  // Each day's overall totals, looked up once per day of the chart.
  const daysTotals = new Map<string, DailyRow[]>();
  for (const row of current) {
    if (row.dimension !== "total") continue;
    daysTotals.set(row.day, [...(daysTotals.get(row.day) ?? []), row]);
  }
  const before = rows.filter(
    (row) => row.day >= period.previous.from && row.day <= period.previous.to,
  );
  const headlineOf = (list: DailyRow[]) => {
    const visitors = total(list, "pageview", "visitors");
    const fromVisits = byKey(list, "lead_created", "visited").get("")?.count ?? 0;
    return {
      visitors,
      pageviews: total(list, "pageview", "count"),
      leads: total(list, "lead_created", "count"),
      conversion: visitors === 0 ? 0 : fromVisits / visitors,
    };
  };
  const [now, then] = [headlineOf(current), headlineOf(before)];
  const figure = (key: keyof typeof now): Figure => ({ now: now[key], before: then[key] });

  const views = byKey(current, "pageview", "page");
  const pageLeads = leadsBy(current, "page");
  const pagePaths = new Set([...views.keys(), ...pageLeads.keys()]);
  pagePaths.delete(NOT_FOUND_KEY);
  const referrers = byKey(current, "pageview", "referrer");
  const referrerLeads = leadsBy(current, "referrer");
  const campaigns = byKey(current, "pageview", "campaign");
  const campaignLeads = leadsBy(current, "campaign");
  const placements = (name: InsightEventName) => byKey(current, name, "placement");
  /** Events (not visitors) of one way in at one place: each lead or booking counts. */
  const ofChannel = (name: InsightEventName, placement: FunnelPlacement, channel: InquirySource) =>
    placements(name).get(`${placement}${KEY_SEPARATOR}${channel}`)?.count ?? 0;

  return {
    period,
    headline: {
      visitors: figure("visitors"),
      pageviews: figure("pageviews"),
      leads: figure("leads"),
      conversion: figure("conversion"),
    },
    daily: daysOf(period).map((day) => {
      const ofDay = daysTotals.get(day) ?? [];
      return {
        day,
        visitors: total(ofDay, "pageview", "visitors"),
        pageviews: total(ofDay, "pageview", "count"),
        leads: total(ofDay, "lead_created", "count"),
      };
    }),
    pages: top(
      [...pagePaths].map((path) => ({
        path,
        views: views.get(path)?.count ?? 0,
        visitors: views.get(path)?.visitors ?? 0,
        leads: pageLeads.get(path)?.count ?? 0,
      })),
      (page) => page.views * 1000 + page.leads,
    ),
    notFound: views.get(NOT_FOUND_KEY)?.count ?? 0,
    referrers: top(
      [...new Set([...referrers.keys(), ...referrerLeads.keys()])].map((host) => ({
        host,
        visitors: referrers.get(host)?.visitors ?? 0,
        leads: referrerLeads.get(host)?.count ?? 0,
      })),
      (source) => source.visitors * 1000 + source.leads,
    ),
    campaigns: top(
      [...new Set([...campaigns.keys(), ...campaignLeads.keys()])].map((key) => {
        const [source = "", medium = "", campaign = ""] = key.split(KEY_SEPARATOR);
        return {
          source,
          medium,
          campaign,
          visitors: campaigns.get(key)?.visitors ?? 0,
          leads: campaignLeads.get(key)?.count ?? 0,
        };
      }),
      (tags) => tags.visitors * 1000 + tags.leads,
    ),
    devices: top(
      [...byKey(current, "pageview", "device")].map(([device, sum]) => ({
        device,
        visitors: sum.visitors,
        views: sum.count,
      })),
      (device) => device.visitors,
    ),
    languages: languagesOf(current),
    funnels: [
      ...funnelShapes.flatMap(({ channel, steps, at, books }) =>
        at.map((placement) =>
          funnel(placement, channel, [
            { step: "visit", count: now.visitors },
            ...steps.map((step) => ({
              step,
              count: placements(step).get(`${placement}${KEY_SEPARATOR}`)?.visitors ?? 0,
            })),
            { step: "lead_created", count: ofChannel("lead_created", placement, channel) },
            ...(books
              ? [{ step: "booked" as const, count: ofChannel("booked", placement, channel) }]
              : []),
          ]),
        ),
      ),
      funnel(BOOK_PAGE_PLACEMENT, "web", [
        { step: "visit", count: now.visitors },
        // Every language's booking page: a visitor reads one of them.
        {
          step: "book_page",
          count: BOOK_PAGE_PATHS.reduce((sum, path) => sum + (views.get(path)?.visitors ?? 0), 0),
        },
        { step: "booked", count: ofChannel("booked", BOOK_PAGE_PLACEMENT, "web") },
      ]),
    ],
  };
}

/** Each language's visitors, views and leads, the most read first. */
function languagesOf(rows: DailyRow[]): InsightsReport["languages"] {
  const views = byKey(rows, "pageview", "language");
  const leads = leadsBy(rows, "language");
  return top(
    [...new Set([...views.keys(), ...leads.keys()])].map((language) => ({
      language,
      visitors: views.get(language)?.visitors ?? 0,
      views: views.get(language)?.count ?? 0,
      leads: leads.get(language)?.count ?? 0,
    })),
    (language) => language.views * 1000 + language.leads,
  );
}

const funnel = (
  placement: FunnelPlacement,
  channel: InquirySource,
  steps: Omit<FunnelStep, "witness">[],
): Funnel => ({
  placement,
  channel,
  steps: steps.map((step) => ({ ...step, witness: stepWitness(step.step) })),
});

/** The period's daily totals, in their order, as CSV rows: day, event, dimension, key, events, visitors. */
export const reportCsvColumns = ["day", "event", "by", "value", "events", "visitors"] as const;
export function reportCsvRows(period: Period, rows: DailyRow[]): string[][] {
  return rows
    .filter((row) => row.day >= period.from && row.day <= period.to)
    .map((row) => [
      row.day,
      row.name,
      row.dimension,
      row.key.split(KEY_SEPARATOR).join(" / "),
      String(row.count),
      String(row.visitors),
    ]);
}
