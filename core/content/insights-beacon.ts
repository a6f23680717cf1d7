/** The beacon's refusals (POST /api/insights): a browser never sees them, a script does. */
export const beaconRefusals = {
  crossSite: "Insights events are taken from this site's own pages only.",
  tooLarge: "An insights event is a few dozen bytes; this one is too large.",
  unsupportedType: "Send an insights event as text/plain or application/json.",
  unreadable: "This is not an insights event this site counts.",
  rateLimited: "Too many insights events from this address; try again later.",
} as const;
