import type { Generated } from "kysely";
import type { InquiryRecord } from "../../core/contact/inquiry-record";

/** The tables of the site's database, as Kysely sees them. Times are ISO 8601 UTC strings. */
export interface Database {
  inquiries: InquiryTable;
  deliveries: DeliveryTable;
  delivery_attempts: DeliveryAttemptTable;
  settings: SettingTable;
  voice_receipts: VoiceReceiptTable;
  // The lead inbox (003-lead-inbox): what the agency's staff do with each inquiry.
  replies: ReplyTable;
  notes: NoteTable;
  lead_activity: LeadActivityTable;
  // Staff accounts (004-staff-accounts): who may sign in to the inbox, and how.
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_tokens: StaffTokenTable;
  passkeys: PasskeyTable;
  auth_challenges: AuthChallengeTable;
  // Limits every instance counts alike (006-shared-limits).
  limit_hits: LimitHitTable;
  form_token_uses: FormTokenUseTable;
  // Insights without cookies (008-insights).
  insights_salts: InsightsSaltTable;
  insights_events: InsightsEventTable;
  insights_daily: InsightsDailyTable;
  insights_days_folded: InsightsDayFoldedTable;
  insights_landings: InsightsLandingTable;
  // Bookings (011-bookings).
  bookings: BookingTable;
  booking_manage_tokens: BookingManageTokenTable;
  booking_events: BookingEventTable;
  booking_proofs: BookingProofTable;
  calendar_removals: CalendarRemovalTable;
  // Booking settings set by staff (012-availability-settings).
  booking_settings: BookingSettingTable;
  booking_settings_log: BookingSettingsLogTable;
  // The team calendar feed's secret addresses (014-calendar-feeds).
  calendar_feeds: CalendarFeedTable;
}

/** An inquiry as stored: its shape belongs to the contact rules both sides share. */
export type InquiryTable = InquiryRecord;

/**
 * `reply`: a staff member's answer to the lead, sent by e-mail through the same outbox. For a
 * booking's events (013-booking-deliveries): `visitor`, the visitor's e-mail with its invitation;
 * `reminder`, due before the meeting; `calendar`, the team's CalDAV calendar.
 */
export type DeliveryChannel = "webhook" | "email" | "reply" | "visitor" | "reminder" | "calendar";
export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface DeliveryTable {
  id: string;
  inquiry_id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  /** Attempts started so far; counted when claimed, so an attempt cut short by a crash counts. */
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the delivery until then; an expired claim is free to take again. */
  claimed_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  delivered_at: string | null;
  /** Added by 003-lead-inbox: the reply a `reply` delivery sends (null for the other channels). */
  reply_id?: string | null;
  /** Added by 013-booking-deliveries: the booking event a delivery tells of (null for a lead's). */
  booking_event_id?: string | null;
}

export type AttemptOutcome = "delivered" | "retry" | "failed";

export interface DeliveryAttemptTable {
  id: string;
  delivery_id: string;
  started_at: string;
  finished_at: string;
  outcome: AttemptOutcome;
  detail: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** A voice provider event already handled (`tool-call:ID`, `end-of-call-report:CALL`), with its answer. */
export interface VoiceReceiptTable {
  key: string;
  call_id: string | null;
  inquiry_id: string | null;
  /** The sentence the assistant got, given again when the provider retries. */
  result: string;
  received_at: string;
}

/** A staff member's e-mail answer to a lead; its `reply` delivery sends it. */
export interface ReplyTable {
  id: string;
  inquiry_id: string;
  /** The staff member's address at the time: the reply's Reply-To, and its author in the log. */
  author_email: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface NoteTable {
  id: string;
  inquiry_id: string;
  author_email: string;
  body: string;
  created_at: string;
}

/**
 * Every staff action on a lead. `detail` never holds the lead's personal data (a status change,
 * a channel name), so erasing a person only has to delete the rows of their inquiries; the
 * erasure itself is logged with `inquiry_id` null and a salted hash of the address.
 */
export interface LeadActivityTable {
  id: string;
  inquiry_id: string | null;
  /** The staff member's e-mail address, or `command line`. */
  actor: string;
  action: string;
  detail: string;
  subject_hash: string | null;
  created_at: string;
}

export interface StaffTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id PHC string; null until the person sets a password through their one-time link. */
  password_hash: string | null;
  created_at: string;
  password_changed_at: string | null;
}

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
export interface StaffSessionTable {
  id: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  /** Added by 007-session-proof: when this browser last gave the password or a passkey. */
  verified_at: string | null;
  /** The passkey it signed in with (null for a password or link); removing it ends the session. */
  passkey_id: string | null;
}

/**
 * A one-time link (SHA-256 of its token), such as the one `staff add` prints: `password-setup` for
 * a new account, `recovery` for an existing one (its passkeys were removed when it was made).
 */
export interface StaffTokenTable {
  id: string;
  staff_id: string;
  purpose: "password-setup" | "recovery";
  expires_at: string;
  used_at: string | null;
}

/** A WebAuthn credential; binary values are base64url text so both databases store them alike. */
export interface PasskeyTable {
  id: string;
  staff_id: string;
  public_key: string;
  counter: number;
  /** Comma-separated AuthenticatorTransport values. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet answered; single use, short-lived. */
export interface AuthChallengeTable {
  id: string;
  challenge: string;
  /** Set for registering a passkey (the signed-in person); null for signing in with one. */
  staff_id: string | null;
  expires_at: string;
}

/**
 * One hit of a sliding-window limit, kept until it leaves the window. `key` is the limit's scope
 * and what it counts by, such as `sign-in:account:<email>` or `contact:<address>`.
 */
export interface LimitHitTable {
  id: string;
  key: string;
  expires_at: string;
}

/** How often a contact form token was sent, until the token is too old to count. */
export interface FormTokenUseTable {
  token: string;
  uses: number;
  expires_at: string;
}

/** The random salt of a day (YYYY-MM-DD, UTC); only today's and yesterday's exist. */
export interface InsightsSaltTable {
  day: string;
  salt: string;
}

/**
 * A page view or a step towards a lead. `visitor` is the day's salted hash of the address and
 * user agent (neither is stored); `channel` is a lead's source (form, voice or chat).
 */
export interface InsightsEventTable {
  id: string;
  at: string;
  day: string;
  visitor: string;
  name: string;
  path: string;
  /** 200, or 404 for a page not found. */
  status: Generated<number>;
  placement: string | null;
  channel: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  /** A connected call's id, by which its voice lead finds the visit that brought it. */
  call_id: string | null;
}

/** A finished day's totals of one event name, by one dimension (page, source, device...). */
export interface InsightsDailyTable {
  day: string;
  name: string;
  dimension: string;
  key: string;
  count: number;
  visitors: number;
}

/** A day whose events have been folded into `insights_daily`. */
export interface InsightsDayFoldedTable {
  day: string;
  folded_at: string;
}

/** A visitor's first counted page of a day, with where it came from (today's and yesterday's). */
export interface InsightsLandingTable {
  day: string;
  visitor: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

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
  /** 015-booking-trust: while the contact is unproven, the hold's end; null for a booking. */
  held_until: string | null;
  /** How the contact was proven (`email` by code, `phone` by the provider's report); null: never. */
  proven_by: BookingProof | null;
  proven_at: string | null;
  /** What the caps count it by: the client address's SHA-256, and the call or chat session. */
  client_key: string | null;
  session_key: string | null;
}

export type BookingProof = "email" | "phone";

/** A hold's code (015-booking-trust): its SHA-256, the wrong tries and the sends it has had. */
export interface BookingProofTable {
  booking_id: string;
  code_hash: string;
  tries: Generated<number>;
  sends: Generated<number>;
  sent_at: string;
}

/** An event to delete from the team's calendar, outliving the booking it was (015-booking-trust). */
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
