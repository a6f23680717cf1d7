import type { Availability, MeetingType } from "./availability-schema";
import type { Slot } from "./free-slots";
import type { Language } from "../content/languages";

/**
 * What the booking pages may ask of the server (the load context's `booking`): the server's web
 * way in implements it (server/booking/web/book-page.ts), and the pages know no more of it.
 */
export interface BookingDoor {
  settings(): Promise<{ meetingTypes: MeetingType[]; availability: Availability }>;
  slots(request: {
    meetingTypeId: string;
    timeZone: string;
    /** ISO 8601 with offset: slots that start in [from, to), inside the bookable window. */
    from?: string;
    to?: string;
    limit?: number;
    /** The manage token of the booking being moved: its own time does not block its new one. */
    moving?: string;
    /** The page's: a refusal is written in it. */
    language?: Language;
  }): Promise<
    | { outcome: "slots"; slots: Slot[] }
    // contactInstead: booking is unavailable right now (the team's calendar cannot be read).
    | { outcome: "refused"; message: string; contactInstead?: true }
  >;
  manage(manageToken: string): Promise<{
    booking: {
      reference: string;
      startsAt: string;
      /** A hold's end, while its visitor has not typed back the code e-mailed to them. */
      heldUntil: string | null;
      visitor: { timeZone: string; email: string | null };
    };
    meetingType: MeetingType | null;
    state: "held" | "upcoming" | "past" | "cancelled";
  } | null>;
  issueFormToken(): string;
  book(request: Request, clientIp: string): Promise<DoorBookAnswer>;
  change(request: Request, clientIp: string, manageToken: string): Promise<DoorChangeAnswer>;
}

/** The booking form's fields as posted, so a refused form comes back as it was typed. */
export const bookingFormFields = [
  "type",
  "start",
  "tz",
  "name",
  "email",
  "phone",
  "notes",
] as const;
export type BookingFormValues = Record<(typeof bookingFormFields)[number], string>;

/**
 * The door answers in the booking service's words (server/booking/service/outcomes.ts), with
 * what a web page needs besides: the HTTP status, the form as it was typed.
 */
export type DoorRefusal = {
  outcome: "refused" | "slot-taken" | "invalid" | "not-found" | "not-held";
  /** 503: booking cannot be offered now (the calendar, or the e-mail that proves an address). */
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
  /** The next free slots, when the time was just taken. */
  next?: Slot[];
};

export type DoorBookAnswer =
  /** Held until the code e-mailed to the visitor is typed on the page `manageToken` opens. */
  | { outcome: "held"; manageToken: string }
  | (DoorRefusal & {
      values: BookingFormValues;
      /** The form token the form is to send next: the same one after "too quick". */
      formToken: string;
    });

export type DoorChangeAnswer =
  /** `booked`: a hold's code was typed back, and it is a booking now. */
  | { outcome: "changed"; status: "booked" | "confirmed" | "cancelled" }
  /** A new code is on its way to the hold's address. */
  | { outcome: "code-sent" }
  /** Cancelled or begun meanwhile: the words say which. */
  | { outcome: "cancelled"; message: string }
  | { outcome: "past"; message: string }
  | (DoorRefusal & { values: Pick<BookingFormValues, "start" | "tz"> });

/** What the manage page posts: a new time, a cancel, or a hold's code (typed, or sent again). */
export const manageIntents = ["reschedule", "cancel", "confirm", "resend"] as const;
