import type { Availability, MeetingType } from "./availability-schema";
import type { Slot } from "./free-slots";

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
  }): Promise<
    | { outcome: "slots"; slots: Slot[] }
    // contactInstead: booking is unavailable right now (the team's calendar cannot be read).
    | { outcome: "refused"; message: string; contactInstead?: true }
  >;
  manage(manageToken: string): Promise<{
    booking: { reference: string; startsAt: string; visitor: { timeZone: string } };
    meetingType: MeetingType | null;
    state: "upcoming" | "past" | "cancelled";
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
  outcome: "refused" | "slot-taken" | "invalid" | "not-found";
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429;
  message: string;
  retryAfterSeconds?: number;
  /** The next free slots, when the time was just taken. */
  next?: Slot[];
};

export type DoorBookAnswer =
  | { outcome: "booked"; manageToken: string | null; reference: string }
  /** The visitor named already holds that time: nothing of that booking is told. */
  | { outcome: "already-held" }
  | (DoorRefusal & {
      values: BookingFormValues;
      /** The form token the form is to send next: the same one after "too quick". */
      formToken: string;
    });

export type DoorChangeAnswer =
  | { outcome: "changed"; status: "confirmed" | "cancelled" }
  /** Cancelled or begun meanwhile: the words say which. */
  | { outcome: "cancelled"; message: string }
  | { outcome: "past"; message: string }
  | (DoorRefusal & { values: Pick<BookingFormValues, "start" | "tz"> });
