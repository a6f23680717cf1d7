/** The words of the Calendar section on the inbox's availability page. */
export const calendarSection = {
  heading: "Calendar",
  intro: (refreshMinutes: number) =>
    `Busy times in the team's calendars block slots. They are read every ${refreshMinutes} min, and each booking is checked against a fresh read before it is kept.`,
  notConnected:
    "No calendar is connected: slots are offered against bookings alone. Set CALDAV_URL (with CALDAV_USERNAME and an app password in CALDAV_PASSWORD) or BUSY_ICS_URLS; the README's Calendar section shows how for Google, Outlook, iCloud, Fastmail and Nextcloud.",
  role: { read: "Busy times", write: "Bookings written", feed: "Subscription feed" },
  state: {
    ok: "Connected",
    stale: "Using last good read",
    unavailable: "Booking unavailable",
    waiting: "Not read yet",
  },
  stateExplained: {
    ok: null,
    stale: (outageMinutes: number) =>
      `Slots are offered against the last good read for up to ${outageMinutes} min after it.`,
    unavailable: (everRead: boolean) =>
      `${everRead ? "The last good read is too old" : "No read has succeeded yet"}: booking says it is unavailable and offers the contact form until this calendar answers.`,
    waiting: "The first read is under way.",
  },
  lastGood: "Last good read",
  never: "never",
  events: (count: number) => `${count} busy time${count === 1 ? "" : "s"} ahead`,
  lastError: "Last error",
  skipped: (count: number) =>
    `${count === 1 ? "One event is" : `${count} events are`} left out of this calendar's busy times: correct ${count === 1 ? "it" : "them"} in the calendar.`,
  skippedEvent: (event: { summary: string; why: string; once: boolean }) =>
    `“${event.summary || "Untitled event"}”: ${event.why}, so ${event.once ? "only its first time blocks slots" : "it blocks no slot"}.`,
  test: "Test the connection",
  testing: "Testing…",
  testResults: "What the test found",
  found: (name: string | null, events: number) =>
    `${name ? `Found “${name}”` : "Found the calendar"}: ${events} busy event${events === 1 ? "" : "s"} this week.`,
} as const;
