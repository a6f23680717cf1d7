import type { Generated } from "kysely";

export interface BookingTables {
  // Bookings (011-bookings).
  bookings: BookingTable;
  booking_manage_tokens: BookingManageTokenTable;
  booking_events: BookingEventTable;
  // Holds' codes and the team calendar's removals (016-booking-trust).
  booking_proofs: BookingProofTable;
  calendar_removals: CalendarRemovalTable;
  // Booking settings set by staff (012-availability-settings).
  booking_settings: BookingSettingTable;
  booking_settings_log: BookingSettingsLogTable;
  // The team calendar feed's secret addresses (014-calendar-feeds).
  calendar_feeds: CalendarFeedTable;
}

/**
 * The channels a booking's events have deliveries on besides the lead's (013-booking-deliveries):
 * `visitor`, the visitor's e-mail with its invitation; `reminder`, due before the meeting;
 * `calendar`, the team's CalDAV calendar.
 */
export type BookingChannel = "visitor" | "reminder" | "calendar";

export type BookingSource = "voice" | "chat" | "web";
/** Every status but `cancelled` holds its time: no other booking may overlap it. */
export type BookingStatus = "confirmed" | "cancelled" | "no_show";

/**
 * An appointment. `blocked_from`/`blocked_until` are the start less the meeting type's buffer
 * before and the end plus its buffer after, as booked; `sequence` is the invitation's SEQUENCE,
 * raised on each change.
 */
export interface BookingTable {
  id: string;
  /** Short and readable, for the visitor to quote (`K7MQ-4XW9`). */
  reference: string;
  meeting_type_id: string;
  starts_at: string;
  ends_at: string;
  blocked_from: string;
  blocked_until: string;
  visitor_name: string;
  /** Lower-cased; null when the visitor gave only a phone number. */
  visitor_email: string | null;
  /** `+` and digits only; null when the visitor gave only an e-mail address. */
  visitor_phone: string | null;
  /** The visitor's IANA time zone. */
  visitor_time_zone: string;
  notes: string;
  source: BookingSource;
  status: BookingStatus;
  sequence: number;
  invitation_uid: string;
  /** The tool call id, or a hash of person and slot: the same key twice makes one booking. */
  idempotency_key: string;
  lead_id: string | null;
  created_at: string;
  updated_at: string;
  /** 016-booking-trust: while the contact is unproven, the hold's end; null for a booking. */
  held_until: string | null;
  /** How the contact was proven (`email` by code, `phone` by the provider's report); null: never. */
  proven_by: BookingProof | null;
  proven_at: string | null;
  /** What the caps count it by: the client address's SHA-256, and the call or chat session. */
  client_key: string | null;
  session_key: string | null;
  /** 018-booking-language: the language the visitor is written to in (default the source's). */
  language: Generated<string>;
}

export type BookingProof = "email" | "phone";

/** A hold's code (016-booking-trust): its SHA-256, the wrong tries and the sends it has had. */
export interface BookingProofTable {
  booking_id: string;
  code_hash: string;
  tries: Generated<number>;
  sends: Generated<number>;
  sent_at: string;
}

/** An event to delete from the team's calendar, outliving the booking it was (016-booking-trust). */
export interface CalendarRemovalTable {
  id: string;
  uid: string;
  queued_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  /** When staff were told that the removal keeps failing. */
  reported_at: string | null;
}

/**
 * A token of a booking's manage links (reschedule, cancel), as its SHA-256: each e-mail about the
 * booking gets one of its own, and every one opens the booking, whatever became of it since.
 */
export interface BookingManageTokenTable {
  token_hash: string;
  booking_id: string;
  issued_at: string;
}

/** What happened to a booking, by whom; `detail` holds times, never the visitor's details. */
export interface BookingEventTable {
  id: string;
  booking_id: string;
  at: string;
  /** `visitor`, `assistant`, a staff member's e-mail address or `command line`. */
  actor: string;
  action: string;
  detail: string;
}

/** `meeting-types` or `hours`: a JSON document, as the slot engine's schema accepted it. */
export interface BookingSettingTable {
  key: "meeting-types" | "hours";
  value: string;
  updated_at: string;
  /** The staff member's e-mail address. */
  updated_by: string;
}

/** Each change to the booking settings, in words, by whom and when. */
export interface BookingSettingsLogTable {
  id: string;
  at: string;
  actor: string;
  change: string;
}

/** A calendar feed's secret address: its token's SHA-256, who made it, and who ended it. */
export interface CalendarFeedTable {
  id: string;
  staff_id: string;
  token_hash: string;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  revoked_by: string | null;
}
