/**
 * Every word of the inbox's insights (/inbox/insights) and of a lead's visit on its page. Staff
 * read these, not visitors.
 */
import type { InquirySource } from "../../core/contact/inquiry-record";
import {
  KEYS_PER_DAY,
  type FunnelPlacement,
  type FunnelStepName,
} from "../../core/insights/insight-events";
import type { PeriodChoice } from "../../core/insights/insights-period";

export const insightsNav = "Insights";

export const insightsPage = {
  title: "Insights",
  intro:
    "Where visitors come from, what they read and which steps bring leads. Counted without cookies: visitors are counted per day, so one person on three days counts three times.",
  off: "Counting is off on this site (INSIGHTS=off): nothing new is counted until it is turned on.",
  export: "Export CSV",
  period: {
    legend: "Period",
    choices: {
      today: "Today",
      "7d": "7 days",
      "30d": "30 days",
      range: "Range",
    } satisfies Record<PeriodChoice, string>,
    from: "From",
    to: "To",
    show: "Show",
    showing: (from: string, to: string) => (from === to ? `${from}` : `${from} to ${to}`),
    comparedWith: (from: string, to: string) =>
      from === to ? `compared with ${from}` : `compared with ${from} to ${to}`,
  },
  headline: {
    label: "Headline figures",
    visitors: "Visitors",
    pageviews: "Page views",
    leads: "Leads",
    conversion: "Conversion of visits",
    conversionHint:
      "leads that came from a counted visit, per visitor; leads from the assistant's tool calls or the command line have no visit and are left out",
    change: (sign: "up" | "down" | "same", amount: string) =>
      sign === "same" ? "no change" : `${sign} ${amount}`,
    noBefore: "nothing before",
    before: (value: string) => `before: ${value}`,
  },
  daily: {
    heading: "Day by day",
    chartLabel: (days: number, visitors: string, leads: string) =>
      `Chart of ${days} days: ${visitors} visitors and ${leads} leads in all. The table below has each day.`,
    asTable: "Show the days as a table",
    day: "Day",
    visitors: "Visitors",
    pageviews: "Page views",
    leads: "Leads",
  },
  pages: {
    heading: "Top pages",
    intro: "Page views, and the leads whose visit landed on each page.",
    page: "Page",
    views: "Views",
    visitors: "Visitors",
    leads: "Leads",
    notFound: (views: string) =>
      `Pages not found (404): ${views} views, counted together; their addresses are not kept.`,
  },
  sources: {
    heading: "Sources",
    intro: "The site that referred each visit, and its leads.",
    source: "Source",
    direct: "Direct or unknown",
    visitors: "Visitors",
    leads: "Leads",
    campaigns: "Campaigns (UTM)",
    campaign: "Source / medium / campaign",
    noCampaigns: "No visit carried campaign tags in this period.",
  },
  languages: {
    heading: "Languages",
    intro:
      "The pages read in each of the site's languages, and the leads that came from them. Days counted before languages were kept are not here.",
    language: "Language",
    views: "Views",
    visitors: "Visitors",
    leads: "Leads",
  },
  devices: {
    heading: "Devices",
    device: "Device",
    visitors: "Visitors",
    share: "Share",
    names: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } as Record<string, string>,
  },
  funnels: {
    heading: "From visit to lead",
    intro:
      'Visitors at each step, per place on the site; "Became a lead" and "Booked" count the leads and the bookings that came from there. A call\'s consent and connection count once the voice provider reports the call to the server; a booking, once it is made. A booking made on the booking page counts for the call or chat whose "Pick a time yourself" link led there, else for the booking page. The assistant\'s own bookings in a chat name no place to the server: they are in the export, not in a funnel. Steps marked * only the visitor\'s browser reports: a script can send them.',
    browserOnly: "only the visitor's browser reports this step",
    step: "Step",
    count: "Visitors",
    ofVisits: "Of visits",
    kinds: {
      voice: "Call",
      chat: "Chat",
      form: "Form",
      web: "Web booking",
    } as Record<InquirySource, string>,
    placements: {
      hero: "Home hero",
      demo: "Home demo",
      contact: "Contact page",
      widget: "Widget",
      book: "Booking page",
    } satisfies Record<FunnelPlacement, string>,
    steps: {
      visit: "Visited",
      pageview: "Visited",
      call_pressed: "Pressed call",
      consent_given: "Agreed to recording (as the browser said)",
      call_connected: "Connected (as the browser said)",
      chat_started: "Started a chat",
      form_submitted: "Sent the form",
      lead_created: "Became a lead",
      consent_recorded: "Agreed to recording",
      call_reported: "Connected",
      book_page: "Opened the booking page",
      booked: "Booked",
    } satisfies Record<FunnelStepName, string>,
  },
  empty: "Nothing counted in this period yet.",
  other: `Others (beyond each day's ${KEYS_PER_DAY} most frequent)`,
};

/** The lead page's line about the visit that brought the lead. */
export const leadVisit = {
  term: "Visit",
  text: (source: string | null, page: string) =>
    `Came from ${source ?? "a direct visit"}, landed on ${page}`,
  unknown: "Not known (no counted visit before this lead)",
};
