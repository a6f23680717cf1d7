import type { SignedInStaff, StaffAuth } from "../staff/staff-auth";
import type { CalendarDesk } from "../calendar/calendar-status";
import type { BookingDesk } from "./booking-desk";
import type { CalendarFeedDesk } from "../booking/calendar/feed-desk";
import type { CalendarWriteDesk } from "../booking/calendar/write-desk";
import type { InsightsDesk } from "./insights-desk";
import type { LeadDesk } from "./lead-desk";

export type { Refusal, SignedInStaff, StaffAuth } from "../staff/staff-auth";
export type { CalendarWriteState } from "../booking/calendar/write-desk";
export type {
  CalendarStatus,
  CalendarStatusRow,
  ConnectionTest,
} from "../calendar/calendar-status";

/**
 * What the server hands React Router for /inbox requests (server/app.ts): the inbox's two doors,
 * to its leads and to who is signed in, and what the request carries. The server's inbox gate has
 * already refused cross-site posts and resolved the session.
 */
export interface InboxContext {
  leads: LeadDesk;
  /** The dashboard's figures (/inbox/insights). */
  insights: InsightsDesk;
  auth: StaffAuth;
  /** Availability settings and appointments (/inbox/availability, /inbox/appointments). */
  bookings: BookingDesk;
  /** The signed-in staff member's own calendar feed (the Account page). */
  calendarFeeds: CalendarFeedDesk;
  /** How the writes to the team's CalDAV calendar stand (the availability page's Calendar section). */
  calendarWrites: CalendarWriteDesk;
  /** The team's calendars: their state and a connection test (/inbox/availability). */
  calendar?: CalendarDesk;
  /** The signed-in staff member, or null without a valid session. */
  staff: SignedInStaff | null;
  siteUrl: string;
  /** SMTP is configured: replies are written in the lead page and sent through the outbox. */
  replyByEmail: boolean;
  clientIp: string;
}
