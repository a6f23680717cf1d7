import {
  INSIGHTS_BEACON_PATH,
  type BeaconEvent,
  type BeaconEventName,
  type InsightPlacement,
} from "../../core/insights/insight-events";
import { dataMarker } from "~/ui/data-marker";

/** Marks the body of a page the server counts (core/insights/public-pages.ts): the root sets it. */
export const COUNTED_PAGE = dataMarker("data-counted-page");

/**
 * Tells the site's own insights endpoint about a step only the browser sees (README "Insights"):
 * a page shown by client-side navigation, a call pressed, agreed to or connected, a chat started.
 * Nothing is kept in the browser (no cookie, no storage): the server counts the visitor by the
 * day's salted hash of the request. A browser without sendBeacon simply is not counted.
 */
export function sendInsight(event: BeaconEventName, placement?: InsightPlacement, callId?: string) {
  // Outside a browser (server rendering, unit tests) there is nothing to send.
  if (typeof navigator === "undefined" || typeof location === "undefined") return;
  // The server counts none other (and a booking's manage link is a key, never to be sent).
  if (!document.body.matches(COUNTED_PAGE.selector)) return;
  const body: BeaconEvent = { e: event, p: location.pathname + location.search };
  if (placement) body.l = placement;
  if (callId) body.c = callId;
  try {
    navigator.sendBeacon?.(INSIGHTS_BEACON_PATH, JSON.stringify(body));
  } catch {
    // Counting never gets in the visitor's way.
  }
}
