import type { BookingCalendarDesks, BookingDesk } from "../booking/booking-wing";
import type { CalendarDesk } from "../calendar/calendar-wing";
import type { InsightsDesk } from "../insights/insights-wing";
import type { SignedInStaff, StaffAuth } from "../staff/staff-wing";
import type { LeadDesk } from "./lead-desk";

/* The types of what the desks answer, for the inbox's pages (app/ reaches the server here). */
export type {
  Booking,
  BookingDesk,
  CalendarWriteState,
  DeskAnswer,
  LeadBooking,
} from "../booking/booking-wing";
export type { CalendarStatus, CalendarStatusRow, ConnectionTest } from "../calendar/calendar-wing";
export type { Figure, Funnel, InsightsDesk, InsightsReport } from "../insights/insights-wing";
export type { Refusal, SignedInStaff, StaffAuth } from "../staff/staff-wing";

/**
 * The inbox's three doors to the team's calendar: the calendars read for busy times (their state
 * and a connection test, /inbox/availability; absent when none is read), the writes of bookings to
 * its CalDAV calendar and the signed-in staff member's own bookings feed (the Account page).
 */
export type CalendarDesks = BookingCalendarDesks & { reads?: CalendarDesk };

/**
 * What the server hands React Router for /inbox requests (server/app.ts): the inbox's desks, each
 * handed over by its wing's factory (server/wings.ts), who is signed in, and what the request
 * carries. The server's inbox gate has already refused cross-site posts and resolved the session.
 */
export interface InboxContext {
  leads: LeadDesk;
  /** The dashboard's figures (/inbox/insights). */
  insights: InsightsDesk;
  auth: StaffAuth;
  /** Availability settings and appointments (/inbox/availability, /inbox/appointments). */
  bookings: BookingDesk;
  calendar: CalendarDesks;
  /** The signed-in staff member, or null without a valid session. */
  staff: SignedInStaff | null;
  siteUrl: string;
  /** SMTP is configured: replies are written in the lead page and sent through the outbox. */
  replyByEmail: boolean;
  clientIp: string;
}
