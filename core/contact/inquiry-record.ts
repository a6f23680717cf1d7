import type { LeadStatus } from "./lead-status";

/**
 * Where an inquiry came from, named by its way in (the contact form's "form", "voice", "chat"...).
 * Open: a new way in names its own source, stored as text, with no migration and no list to extend
 * here (README "How to add a way in").
 */
export type InquirySource = string;

/** The contact form's source, and the stored default of a row that names none. */
export const FORM_SOURCE = "form";

/** A source as a URL or a way in may name it: a short lowercase word. */
export const isInquirySource = (value: unknown): value is InquirySource =>
  typeof value === "string" && /^[a-z][a-z0-9-]{0,31}$/.test(value);

/** An inquiry as the store keeps it and the e-mail, the CLI and the inbox read it. */
export interface InquiryRecord {
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
  // Added by 008-insights: the visit that brought the lead (first-party attribution), when known.
  /** The first page its visitor saw that day. */
  landing_page?: string | null;
  /** Where that visit came from: a referring site's host, a campaign's utm_source, or null. */
  landing_source?: string | null;
  // Added by 017-lead-language (default 'en'): the language of the page the lead came from
  // (core/content/languages.ts), in which everything sent to the visitor is written.
  language?: string;
}
