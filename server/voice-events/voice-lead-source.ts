import { VOICE_SOURCE, voiceLeadEmail } from "../../core/voice/voice-lead-email";
import type { LeadSource } from "../inquiries/lead-source";

/** A lead the voice assistant took on a call: the pipeline's webhook and e-mail learn of it here. */
export const voiceLeadSource: LeadSource = {
  source: VOICE_SOURCE,
  label: "Voice",
  webhookFields: (inquiry) => ({
    ...(inquiry.preferred_time ? { preferredTime: inquiry.preferred_time } : {}),
    ...(inquiry.call_id ? { callId: inquiry.call_id } : {}),
    ...(inquiry.summary ? { summary: inquiry.summary } : {}),
    ...(inquiry.call_placement
      ? {
          consent: inquiry.consent_version
            ? { version: inquiry.consent_version, at: inquiry.consented_at }
            : null,
          placement: inquiry.call_placement,
          pagePath: inquiry.call_page,
        }
      : {}),
  }),
  email: voiceLeadEmail,
};
