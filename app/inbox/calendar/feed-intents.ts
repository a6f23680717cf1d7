/** The intents the Account page's action takes from the calendar feed section. */
export const FEED_INTENTS = {
  issue: "feed-issue",
  revoke: "feed-revoke",
} as const;
