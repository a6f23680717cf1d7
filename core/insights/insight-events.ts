import { keptRenderedPaths, prerenderedPaths } from "../prerendered-paths";
import { callPlacements } from "../voice/placements";

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

/** Steps the server sees itself: it needs no beacon for them. */
export const serverEventNames = ["form_submitted", "lead_created"] as const;
export type ServerEventName = (typeof serverEventNames)[number];

export type InsightEventName = BeaconEventName | ServerEventName;

/** Where on the site a step happened: the call buttons' places, the chat's and the form's. */
export const insightPlacements = callPlacements;
export type InsightPlacement = (typeof insightPlacements)[number];

/** The chat is in the home page's demo tab and in the widget. */
export type ChatPlacement = Extract<InsightPlacement, "demo" | "widget">;

/**
 * The pages a visitor can be on: a beacon naming any other path is refused. /book renders per
 * request (its times change by the minute); a booking's own page is a key, and is not counted.
 */
export const publicPagePaths: readonly string[] = [
  ...prerenderedPaths,
  ...keptRenderedPaths,
  "/book",
];

/** The beacon's body: `e` the event, `p` the page's path and query, `l` the placement, `c` a call id. */
export interface BeaconEvent {
  e: BeaconEventName;
  p: string;
  l?: InsightPlacement;
  c?: string;
}
