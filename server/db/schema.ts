import type { InquirySource } from "./inquiry-source";

/** The tables of the site's database, as Kysely sees them. Times are ISO 8601 UTC strings. */
export interface Database {
  inquiries: InquiryTable;
  deliveries: DeliveryTable;
  delivery_attempts: DeliveryAttemptTable;
  settings: SettingTable;
  voice_receipts: VoiceReceiptTable;
}

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
}

export type DeliveryChannel = "webhook" | "email";
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
