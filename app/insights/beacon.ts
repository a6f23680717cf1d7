import {
  INSIGHTS_BEACON_PATH,
  type BeaconEvent,
  type BeaconEventName,
  type InsightPlacement,
  publicPagePaths,
} from "../../core/insights/insight-events";

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
  if (!publicPagePaths.includes(location.pathname)) return;
  const body: BeaconEvent = { e: event, p: location.pathname + location.search };
  if (placement) body.l = placement;
  if (callId) body.c = callId;
  try {
    navigator.sendBeacon?.(INSIGHTS_BEACON_PATH, JSON.stringify(body));
  } catch {
    // Counting never gets in the visitor's way.
  }
}
