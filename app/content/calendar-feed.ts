/** The Account page's calendar feed section: every word it shows. */
export const calendarFeed = {
  heading: "Bookings in your calendar app",
  intro:
    "A private address of the upcoming bookings that Google Calendar, Outlook or Apple Calendar can subscribe to. It shows each booking's time, the visitor's name and the reference; the rest stays in the inbox.",
  none: "You have no feed address.",
  live: "Your feed address is live. It was made",
  shownOnce:
    "The address was shown once, when it was made. To subscribe somewhere else, replace it: the old address stops working.",
  create: "Make a feed address",
  replace: "Replace the address",
  revoke: "Revoke",
  revokeLabel: "Revoke the feed address",
  address: "Your feed address",
  addressHint:
    "Copy it now: it is shown only this once. Anyone with it can see the bookings, so keep it to yourself.",
  copy: "Copy",
  copied: "Copied",
  subscribe: {
    heading: "How to subscribe",
    google:
      "Google Calendar on the web: Other calendars, +, From URL, paste the address. Google looks again every few hours.",
    outlook:
      "Outlook: Add calendar, Subscribe from web, paste the address. Outlook looks again every few hours.",
    apple:
      "Apple Calendar: File, New Calendar Subscription, paste the address, and choose Auto-refresh every 15 minutes.",
  },
  created: "Feed address made. Copy it now: it is not shown again.",
  replaced: "New feed address made. The old one no longer works.",
  revoked: "Feed address revoked. It no longer works.",
  nothingToRevoke: "You had no feed address.",
  confirmFirst:
    "Confirm it is you first, with your password or a passkey under Passkeys, then make the address.",
} as const;
