import type { MeetingType } from "../../../core/booking/availability-schema";
import type { Slot } from "../../../core/booking/free-slots";
import type { Language } from "../../../core/content/languages";
import type { BookingSource } from "../../db/schema";
import type { Booking } from "../store/booking";
import { problemsInWords, type RequestProblem } from "../store/request";
import type { RefusalWords } from "./refusal-words";

/*
 * The booking service's one vocabulary: every way in (the /book page's door, the assistant's
 * tools, the inbox) words these outcomes as they are, and adds none of its own.
 */

/** `contactInstead`: booking cannot be offered now at all, and the contact form is the way. */
export type Refused = { outcome: "refused"; message: string; contactInstead?: true };

export type Invalid = { outcome: "invalid"; message: string; problems: string[] };

export type SlotsAnswer =
  { outcome: "slots"; meetingType: MeetingType; timeZone: string; slots: Slot[] } | Refused;

export interface BookInput {
  meetingTypeId: string;
  /** The ISO 8601 start with offset, exactly as a slot was offered. */
  start: string;
  visitor: { name: string; email?: string | null; phone?: string | null; timeZone: string };
  notes?: string;
  source: BookingSource;
  /** The tool call id; without one, the person and the slot make the key. */
  idempotencyKey?: string;
  /** Where it was booked from, for the listeners of its event; not stored. */
  origin?: BookingOrigin;
  /**
   * The caller's number as the voice provider's signed report names it: a booking that gives
   * this number is proven by it, and no hold. Only a way in that checked the provider's secret
   * may pass one.
   */
  provenPhone?: string | null;
  /** The call or chat it was made in (`call:<id>`, `chat:<session>`), which the caps count by. */
  session?: string | null;
  /**
   * The language of the page, call or chat it was made in (absent: the source's): stored with the
   * booking, and everything the visitor is sent about it is written in it.
   */
  language?: Language;
}

/**
 * Where a booking was made from, as its way in knows it, for counting it (insights): the call's or
 * chat's id and the call button's place from the call's metadata, or the web visitor's address
 * and user agent. Handed to the `booking.created` event, never stored.
 */
export interface BookingOrigin {
  callId?: string | null;
  placement?: string | null;
  address?: string;
  userAgent?: string;
  /** The "Pick a time yourself" link that led to /book, as its `via` query value. */
  via?: string | null;
}

/** A slot someone else holds: the refusal in words, and the next free slots instead. */
export type SlotTakenAnswer = { outcome: "slot-taken"; message: string; next: Slot[] };

export type BookAnswer =
  /** `manageToken` is null when the same request booked before: its links went out then. */
  | { outcome: "booked"; booking: Booking; meetingType: MeetingType; manageToken: string | null }
  /**
   * Held until the code e-mailed to `booking.visitor.email` is typed back; `manageToken` opens
   * the page that takes it (null when the same request held it before).
   */
  | { outcome: "held"; booking: Booking; meetingType: MeetingType; manageToken: string | null }
  /**
   * No hold could be made: a cap on upcoming bookings is reached, there is no e-mail address to
   * prove, or the code cannot be e-mailed (`contactInstead`: the contact form is the way now).
   */
  | { outcome: "not-held"; message: string; contactInstead?: true }
  | SlotTakenAnswer
  | Refused
  | Invalid;

/** A booking named by its manage link, or by its reference and the contact it was made with. */
export type BookingLocator =
  { manageToken: string } | { reference: string; email?: string | null; phone?: string | null };

export type ChangeAnswer =
  | { outcome: "changed"; booking: Booking; meetingType: MeetingType | null }
  /** No booking has that reference with that contact: which part is wrong is not said. */
  | { outcome: "not-found"; message: string }
  /** Cancelled before (or just now, for a cancel): the manage link says so. */
  | { outcome: "cancelled"; booking: Booking; message: string }
  /** The booking has begun or passed. */
  | { outcome: "past"; booking: Booking | null; message: string }
  | SlotTakenAnswer
  | Refused
  | Invalid;

export type ManagedBooking = {
  booking: Booking;
  meetingType: MeetingType | null;
  /** What the manage page may offer: a change, the code of a hold, or only the words why not. */
  state: "held" | "upcoming" | "past" | "cancelled";
};

/** What the service tells the rest of the site, once committed (the seam for leads and e-mails). */
export type BookingEvent = {
  type: "booking.created" | "booking.rescheduled" | "booking.cancelled";
  booking: Booking;
  meetingType: MeetingType | null;
  /** A new booking's way in, when it said (`booking.created` only). */
  origin?: BookingOrigin;
};

export const refused = (message: string): Refused => ({ outcome: "refused", message });

/** The team's calendar cannot be read: no slot can be trusted, so the contact form is offered. */
export const calendarUnavailable = (say: RefusalWords["answers"]): Refused => ({
  outcome: "refused",
  message: say.calendarUnavailable,
  contactInstead: true,
});

/** Details the service cannot take, each in the booking's language. */
export function invalid(problems: readonly RequestProblem[], words: RefusalWords): Invalid {
  const worded = problemsInWords(problems, words.problems);
  return { outcome: "invalid", message: words.answers.invalid(worded), problems: worded };
}
