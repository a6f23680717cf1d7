/** The rows of the availability page's Calendar section about writing bookings to the calendar. */
export const calendarWrite = {
  writes: "Bookings written to the calendar",
  on: "On: each booking, move and cancel is written to CALDAV_URL",
  off: "Off: set CALDAV_URL, CALDAV_USERNAME and CALDAV_PASSWORD to write bookings there",
  lastAttempt: "Last write",
  never: "None yet",
  outcomes: { delivered: "Written", retry: "Failed, will try again", failed: "Failed for good" },
  lastWritten: "Last written",
  pending: "Waiting to be written",
  pendingHint: (count: number) =>
    count === 0
      ? "Nothing waiting"
      : `${count} ${count === 1 ? "change" : "changes"}, tried again until the calendar takes ${count === 1 ? "it" : "them"}`,
  failed: "Given up",
  failedHint: (count: number) =>
    `${count} ${count === 1 ? "change" : "changes"}: fix the calendar's settings, then queue again from the lead's page or with npm run inquiries -- retry ID`,
  removals: "Erased bookings' events",
  removalsHint: (waiting: number, failing: number) =>
    waiting === 0
      ? "None left to remove"
      : `${waiting} still to remove from the calendar, tried again until it answers${failing ? `; ${failing} keep failing: staff were e-mailed their UIDs to remove by hand` : ""}`,
  feedLead:
    "Team members without CalDAV can subscribe to the upcoming bookings in their own calendar app:",
  feedLink: "make your feed address on the Account page",
} as const;
