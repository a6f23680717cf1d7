import type { InquiryRecord } from "../../core/contact/inquiry-record";
import type { BookingChannel, BookingTables } from "./booking-tables";
import type { InsightsTables } from "./insights-tables";
import type { StaffTables } from "./staff-tables";

export type * from "./booking-tables";
export type * from "./insights-tables";
export type * from "./staff-tables";

/**
 * The tables of the site's database, as Kysely sees them: the pipeline's here, and each wing's in
 * its own file beside this one (db/staff-tables.ts, db/insights-tables.ts, db/booking-tables.ts).
 * Times are ISO 8601 UTC strings.
 */
export interface Database extends StaffTables, InsightsTables, BookingTables {
  inquiries: InquiryTable;
  deliveries: DeliveryTable;
  delivery_attempts: DeliveryAttemptTable;
  settings: SettingTable;
  voice_receipts: VoiceReceiptTable;
  // The lead inbox (003-lead-inbox): what the agency's staff do with each inquiry.
  replies: ReplyTable;
  notes: NoteTable;
  lead_activity: LeadActivityTable;
  // Limits every instance counts alike (006-shared-limits).
  limit_hits: LimitHitTable;
  form_token_uses: FormTokenUseTable;
}

/** An inquiry as stored: its shape belongs to the contact rules both sides share. */
export type InquiryTable = InquiryRecord;

/**
 * The pipeline's channels (`webhook`, `email`, `reply`: a staff member's answer to the lead) and
 * those a wing registers (a booking's `visitor`, `reminder` and `calendar`).
 */
export type DeliveryChannel = "webhook" | "email" | "reply" | BookingChannel;
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
  /**
   * Added by 013-booking-deliveries, renamed by 015-delivery-subject: what a wing queued the
   * delivery about (a booking's event id), opaque to the outbox; null for a lead's own.
   */
  subject_id?: string | null;
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
