import type { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import type { BookingSource } from "../../db/schema";
import type { Booking } from "../store/booking";

/**
 * What the assistant's booking tools need of the booking service: the slots, a booking, and a
 * change to one found by its reference and contact. The tools only word the outcomes; every rule
 * (hours, notice, horizon, the database's hold on a slot) is the service's.
 */
export interface BookingToolService {
  /** The agency's IANA zone: the zone of a caller who names none. */
  agencyTimeZone(): Promise<string>;
  /**
   * Free slots of the default meeting type that start in [from, to), the earliest first; `from`
   * defaults to now and `to` to the end of the horizon. Never a past slot or one outside hours.
   */
  slots(search: SlotSearch): Promise<Slot[]>;
  book(request: ToolBookRequest): Promise<ToolBookOutcome>;
  reschedule(request: ToolRescheduleRequest): Promise<ToolChangeOutcome<"rescheduled">>;
  cancel(request: ToolCancelRequest): Promise<ToolChangeOutcome<"cancelled">>;
  /** A hold's code, read out by the caller: the hold becomes a booking, or the words why not. */
  confirm(
    request: ToolConfirmRequest,
  ): Promise<{ outcome: "confirmed"; booking: Booking } | { outcome: "refused"; message: string }>;
}

export interface SlotSearch {
  from?: Temporal.Instant;
  to?: Temporal.Instant;
  limit: number;
}

export interface Contact {
  email: string | null;
  phone: string | null;
}

export interface ToolBookRequest {
  start: Temporal.Instant;
  visitor: Contact & { name: string; timeZone: string };
  /** The service the caller is interested in, if they named one. */
  service: string | null;
  notes: string;
  source: Extract<BookingSource, "voice" | "chat">;
  /** The tool call's id: the same call sent again books nothing more. */
  idempotencyKey: string;
  /** Who acts, for the booking's log: "assistant (voice call …)". */
  actor: string;
  /** How many next free slots to offer when the start cannot be booked. */
  alternatives: number;
  /** The call or chat it was booked in, for counting it (insights). */
  origin: ToolOrigin;
  /** The caller's number as the provider's signed report names it: it proves that number. */
  provenPhone: string | null;
  /** `call:<id>` or `chat:<session>`, which the caps count by. */
  session: string | null;
}

/** Where a tool call came from: the call or chat, and the browser's address when it sent it. */
export interface ToolOrigin {
  callId: string | null;
  placement: string | null;
  address?: string;
}

export interface ToolConfirmRequest {
  reference: string;
  contact: Contact;
  code: string;
  actor: string;
  origin: ToolOrigin;
}

export interface ToolRescheduleRequest {
  reference: string;
  contact: Contact;
  start: Temporal.Instant;
  actor: string;
  alternatives: number;
}

export interface ToolCancelRequest {
  reference: string;
  contact: Contact;
  actor: string;
}

/** The start cannot be booked: someone was first, or it breaks a rule (the words say which). */
export type StartNotBookable =
  { outcome: "slot-taken"; next: Slot[] } | { outcome: "refused"; message: string; next: Slot[] };

export type ToolBookOutcome =
  /** `repeated`: the same tool call booked (or held) it before. */
  | { outcome: "booked"; booking: Booking; repeated: boolean }
  /** Held for the code e-mailed to the caller (a booking whose number nobody proved). */
  | { outcome: "held"; booking: Booking; repeated: boolean }
  /** No hold was made: no e-mail address, a cap, or e-mail not working (the words say). */
  | { outcome: "not-held"; message: string }
  | StartNotBookable
  | { outcome: "invalid"; problems: string[] };

export type NotChanged =
  /** No booking has that reference with that e-mail or phone: which part is wrong is not said. */
  | { outcome: "not-found" }
  | { outcome: "already-cancelled"; booking: Booking }
  /** The booking has begun or passed. */
  | { outcome: "begun" };

export type ToolChangeOutcome<Done extends "rescheduled" | "cancelled"> =
  | { outcome: Done; booking: Booking }
  | NotChanged
  | (Done extends "rescheduled"
      ? StartNotBookable | { outcome: "invalid"; problems: string[] }
      : never);

/**
 * Booking cannot be offered at all right now (the team's calendar cannot be read): the tool's
 * answer is this message, which says so and points to the contact form.
 */
export class BookingUnavailableError extends Error {}
