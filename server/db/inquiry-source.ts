import type { InquirySource } from "../../core/contact/inquiry-record";

/** What a conversation with the chat assistant adds to an inquiry. */
export interface ChatLead {
  /** The conversation as text ("User: ..." and "AI: ..." lines, as a call's transcript reads). */
  transcript: string | null;
  /** A booking's preferred date and time, when the assistant's tool booked one in the chat. */
  preferredTime?: string | null;
}

/** What a voice call adds to an inquiry; every part is optional because a call may say little. */
export interface VoiceLead {
  /** The provider's call id: the end-of-call report finds the call's inquiries by it. */
  callId: string | null;
  preferredTime?: string | null;
  summary?: string | null;
  endedReason?: string | null;
  transcript?: string | null;
  /** The call ended without a booking or a request, but left a way to reach the caller. */
  incomplete?: boolean;
  /** What the call's start request said about consent, button and page. */
  context?: CallContext | null;
}

/** As the browser sent it with the call (app/voice/call-consent.ts), checked by the server. */
export interface CallContext {
  consentVersion: number | null;
  consentedAt: string | null;
  placement: string | null;
  pagePath: string | null;
}

/** The inquiry columns for a form post (neither `voice` nor `chat`), a voice lead or a chat lead. */
export function sourceColumns(voice: VoiceLead | undefined, chat?: ChatLead) {
  return {
    source: (chat ? "chat" : voice ? "voice" : "form") as InquirySource,
    call_id: voice?.callId ?? null,
    preferred_time: chat?.preferredTime ?? voice?.preferredTime ?? null,
    summary: voice?.summary ?? null,
    ended_reason: voice?.endedReason ?? null,
    transcript: chat?.transcript ?? voice?.transcript ?? null,
    incomplete: voice?.incomplete ? 1 : 0,
    // Only when known: a lead without them is stored the same before and after 005-call-context.
    ...(voice?.context
      ? {
          consent_version: voice.context.consentVersion,
          consented_at: voice.context.consentedAt,
          call_placement: voice.context.placement,
          call_page: voice.context.pagePath,
        }
      : {}),
  };
}
