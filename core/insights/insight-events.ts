import { callPlacements } from "../voice/placements";
import { sourcePaths } from "../content/site-pages";

/**
 * What insights count (docs/decisions/019-counting-visits-without-cookies.md): the contract
 * between the browser's beacon (app/insights/beacon.ts) and the server that stores the events.
 */

/** `POST`: one event from the browser, as text/plain JSON ({@link BeaconEvent}). */
export const INSIGHTS_BEACON_PATH = "/api/insights";

/** A beacon's body is a few dozen bytes; anything much larger is not one. */
export const BEACON_MAX_BYTES = 1024;

/** Steps only the browser sees: a page shown by client-side navigation, a call, a chat. */
export const beaconEventNames = [
  "pageview",
  "call_pressed",
  "consent_given",
  "call_connected",
  "chat_started",
] as const;
export type BeaconEventName = (typeof beaconEventNames)[number];

/**
 * Steps the server sees itself: it needs no beacon for them. A call the voice provider reported
 * (its signed end-of-call report), and the consent that call's start carried and the server keeps,
 * stand in the funnels for the browser's "connected" and "consent given". `booked` is a booking
 * the booking service committed, at the place it came from.
 */
export const serverEventNames = [
  "form_submitted",
  "lead_created",
  "call_reported",
  "consent_recorded",
  "booked",
] as const;
export type ServerEventName = (typeof serverEventNames)[number];

export type InsightEventName = BeaconEventName | ServerEventName;

/** Whose word a funnel's step is: the server's own, or only the visitor's browser's. */
export type StepWitness = "server" | "browser";
/** A funnel's steps: events, the period's visits, and the booking page's visitors. */
export type FunnelStepName = InsightEventName | "visit" | "book_page";

export const stepWitness = (step: FunnelStepName): StepWitness =>
  (beaconEventNames as readonly string[]).includes(step) && step !== "pageview"
    ? "browser"
    : "server";

/** Where on the site a step happened: the call buttons' places, the chat's and the form's. */
export const insightPlacements = callPlacements;
export type InsightPlacement = (typeof insightPlacements)[number];

/**
 * Where a web booking is counted when no "Pick a time yourself" link led to it: the /book page.
 * Not a beacon's placement: only the server counts it.
 */
export const BOOK_PAGE_PLACEMENT = "book";
export const BOOK_PAGE_PATH = sourcePaths.book;

/**
 * The query value a "Pick a time yourself" link adds to /book (`?via=chat-widget`): the way in
 * and the place it stood beside. The page keeps it through its steps, and a booking made there
 * counts in that funnel's Booked row.
 */
export const BOOK_VIA_PARAM = "via";
export type BookVia =
  { channel: "voice"; placement: InsightPlacement } | { channel: "chat"; placement: ChatPlacement };

export const bookViaValue = ({ channel, placement }: BookVia) => `${channel}-${placement}`;

const chatPlacements: readonly string[] = ["demo", "widget"] satisfies ChatPlacement[];

/** The link a `via` value names; null for anything else (a visitor may type any query). */
export function readBookVia(value: string | null | undefined): BookVia | null {
  const [channel, placement, ...rest] = (value ?? "").split("-");
  if (rest.length || !insightPlacements.includes(placement as InsightPlacement)) return null;
  if (channel === "voice") return { channel, placement: placement as InsightPlacement };
  if (channel === "chat" && chatPlacements.includes(placement!)) {
    return { channel, placement: placement as ChatPlacement };
  }
  return null;
}

/** Where a funnel starts: a call button's or chat's place, or the booking page. */
export type FunnelPlacement = InsightPlacement | typeof BOOK_PAGE_PLACEMENT;

/** The chat is in the home page's demo tab and in the widget. */
export type ChatPlacement = Extract<InsightPlacement, "demo" | "widget">;

/** The beacon's body: `e` the event, `p` the page's path and query, `l` the placement, `c` a call id. */
export interface BeaconEvent {
  e: BeaconEventName;
  p: string;
  l?: InsightPlacement;
  c?: string;
}

/** The one key every page not found (404) is counted under: its path is not kept. */
export const NOT_FOUND_KEY = "(not found)";

/** The key a day's referrers, campaigns or pages beyond the most frequent are counted under. */
export const OTHER_KEY = "(other)";

/**
 * Distinct keys a day keeps for each event name by page, referrer and campaign: the most frequent,
 * the rest counted under OTHER_KEY. A real site has a few dozen; a flood of invented referrers or
 * campaigns cannot add more than this many rows a day to the totals that are kept for good.
 */
export const KEYS_PER_DAY = 50;
