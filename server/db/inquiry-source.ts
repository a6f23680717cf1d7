/** Where an inquiry came from: the contact form, or a caller talking to the voice assistant. */
export type InquirySource = "form" | "voice";

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
}

/** The inquiry columns for a form post (`voice` undefined) or a voice lead. */
export function sourceColumns(voice: VoiceLead | undefined) {
  return {
    source: (voice ? "voice" : "form") as InquirySource,
    call_id: voice?.callId ?? null,
    preferred_time: voice?.preferredTime ?? null,
    summary: voice?.summary ?? null,
    ended_reason: voice?.endedReason ?? null,
    transcript: voice?.transcript ?? null,
    incomplete: voice?.incomplete ? 1 : 0,
  };
}
