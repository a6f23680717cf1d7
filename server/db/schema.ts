import type { InquirySource } from "./inquiry-source";

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
  sign_in_failures: SignInFailureTable;
}

/** Where a lead stands with the agency: new → contacted → qualified → won or lost. */
export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";

export interface InquiryTable {
  id: string;
  received_at: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  interest: string;
  message: string;
  /** Set when the inquiry is held as suspected spam (stored, never delivered until released). */
  spam_reason: string | null;
  // Added by 002-voice-leads. Optional here so form code and test fixtures need not spell them
  // out; stored rows always have them (defaults: source 'form', incomplete 0, the rest null).
  source?: InquirySource;
  /** The voice provider's call id. */
  call_id?: string | null;
  /** A booking's preferred date and time, as the caller said it. */
  preferred_time?: string | null;
  /** From the call's end-of-call report. */
  summary?: string | null;
  ended_reason?: string | null;
  transcript?: string | null;
  /** 1: a call that ended without a booking or a request, kept because it left a contact detail. */
  incomplete?: number;
  // Added by 003-lead-inbox (default 'new').
  status?: LeadStatus;
  // Added by 005-call-context: what the call's start request said (null for form inquiries).
  /** The disclosure's version the caller agreed to; null when none was asked. */
  consent_version?: number | null;
  consented_at?: string | null;
  /** The call button: hero, demo, contact or widget. */
  call_placement?: string | null;
  /** The path of the page the call started on. */
  call_page?: string | null;
}

/** `reply`: a staff member's answer to the lead, sent by e-mail through the same outbox. */
export type DeliveryChannel = "webhook" | "email" | "reply";
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
  /** Added by 006-session-proof: when this browser last gave the password or a passkey. */
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

/** One failed sign-in, keyed `account:<email>` and `ip:<address>`, for the throttle. */
export interface SignInFailureTable {
  id: string;
  key: string;
  failed_at: string;
}
