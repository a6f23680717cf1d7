import type { Selectable, Transaction } from "kysely";
import { isLanguage, SOURCE_LANGUAGE, type Language } from "../../../core/content/languages";
import type { SiteDatabase } from "../../db/database";
import type {
  BookingProof,
  BookingSource,
  BookingStatus,
  BookingTable,
  Database,
} from "../../db/schema";
import type { BookingAction } from "./events";

/** A booking's change as its transaction commits it: the event logged, and the row as it is. */
export interface BookingChange {
  eventId: string;
  action: BookingAction;
  booking: Booking;
  at: Date;
  /** A booking made in a call or chat: its id, so that a lead made for it is the call's. */
  callId?: string | null;
}

/**
 * What else a booking's change writes in its own transaction (its lead, the messages about it in
 * the outbox), so that neither is committed without the other. Returns the booking as it is then.
 */
export type BookingFollowUp = (
  trx: Transaction<Database>,
  change: BookingChange,
) => Promise<Booking>;

/**
 * What the booking store needs of the database: its queries, its kind and its shared commits; and
 * the follow-up of each change, when the site is wired for one.
 */
export type BookingSite = Pick<SiteDatabase, "db" | "kind" | "transactions"> & {
  followUp?: BookingFollowUp;
};

/** A booking as the site's services see it; instants are ISO 8601 UTC strings. */
export interface Booking {
  id: string;
  reference: string;
  meetingTypeId: string;
  startsAt: string;
  endsAt: string;
  /** The start less the buffer before, and the end plus the buffer after: the time it holds. */
  blockedFrom: string;
  blockedUntil: string;
  visitor: {
    name: string;
    email: string | null;
    phone: string | null;
    timeZone: string;
  };
  notes: string;
  source: BookingSource;
  status: BookingStatus;
  /** The invitation's SEQUENCE: 0 when booked, raised by each reschedule and the cancel. */
  sequence: number;
  invitationUid: string;
  leadId: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * While the contact is unproven, the hold's end (ISO 8601 UTC): the booking holds its time, tells
   * nobody, and is gone once this passes unless the code is typed back. Null for a booking.
   */
  heldUntil: string | null;
  /** How its contact was proven, for the lead's page; null for a hold, or a booking from before. */
  provenBy: BookingProof | null;
  /** The language the visitor booked in: what they are sent is written in it, whoever sends it. */
  language: Language;
}

/** Every column the site's services read (not the caps' keys, which only the store counts by). */
export const BOOKING_COLUMNS = [
  "id",
  "reference",
  "meeting_type_id",
  "starts_at",
  "ends_at",
  "blocked_from",
  "blocked_until",
  "visitor_name",
  "visitor_email",
  "visitor_phone",
  "visitor_time_zone",
  "notes",
  "source",
  "status",
  "sequence",
  "invitation_uid",
  "lead_id",
  "created_at",
  "updated_at",
  "held_until",
  "proven_by",
  "language",
] as const satisfies readonly (keyof BookingTable)[];

export type BookingRow = Pick<Selectable<BookingTable>, (typeof BOOKING_COLUMNS)[number]>;

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    reference: row.reference,
    meetingTypeId: row.meeting_type_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    blockedFrom: row.blocked_from,
    blockedUntil: row.blocked_until,
    visitor: {
      name: row.visitor_name,
      email: row.visitor_email,
      phone: row.visitor_phone,
      timeZone: row.visitor_time_zone,
    },
    notes: row.notes,
    source: row.source,
    status: row.status,
    sequence: Number(row.sequence),
    invitationUid: row.invitation_uid,
    leadId: row.lead_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    heldUntil: row.held_until,
    provenBy: row.proven_by,
    // A language a fork has since dropped reads as the source's, which every site speaks.
    language: isLanguage(row.language) ? row.language : SOURCE_LANGUAGE,
  };
}
