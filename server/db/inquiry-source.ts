import { FORM_SOURCE, type InquirySource } from "../../core/contact/inquiry-record";
import type { Language } from "../../core/content/languages";

/**
 * What a way in stores with its lead besides the form's fields: its source and whichever of these
 * columns it has a value for (a call says little; a chat brings its conversation).
 */
export interface LeadOrigin {
  source: InquirySource;
  /** The voice provider's call id: the end-of-call report finds the call's inquiries by it. */
  callId?: string | null;
  /** A booking's preferred date and time. */
  preferredTime?: string | null;
  summary?: string | null;
  endedReason?: string | null;
  /** A conversation as text ("User: ..." and "AI: ..." lines). */
  transcript?: string | null;
  /** Ended without a booking or a request, but left a way to reach the person. */
  incomplete?: boolean;
  /** What a call's start request said about consent, button and page. */
  context?: CallContext | null;
  /** The language of the page the lead came from (017-lead-language; unsaid: the source's). */
  language?: Language;
}

/** As the browser sent it with the call (app/voice/call-consent.ts), checked by the server. */
export interface CallContext {
  consentVersion: number | null;
  consentedAt: string | null;
  placement: string | null;
  pagePath: string | null;
}

/** The inquiry columns of a lead's origin; without one, a contact form post's. */
export function originColumns(origin: LeadOrigin = { source: FORM_SOURCE }) {
  return {
    source: origin.source,
    call_id: origin.callId ?? null,
    preferred_time: origin.preferredTime ?? null,
    summary: origin.summary ?? null,
    ended_reason: origin.endedReason ?? null,
    transcript: origin.transcript ?? null,
    incomplete: origin.incomplete ? 1 : 0,
    // Only when known, as the call's context: unsaid, the column's default (the source language).
    ...(origin.language ? { language: origin.language } : {}),
    // Only when known: a lead without them is stored the same before and after 005-call-context.
    ...(origin.context
      ? {
          consent_version: origin.context.consentVersion,
          consented_at: origin.context.consentedAt,
          call_placement: origin.context.placement,
          call_page: origin.context.pagePath,
        }
      : {}),
  };
}
