import type { Inquiry } from "../db/inquiry-store";

/**
 * The keys a voice lead adds to the spec's webhook body, each only when it has a value: a form
 * inquiry's body stays exactly the spec's seven keys.
 */
export function voiceWebhookFields(inquiry: Inquiry) {
  if (inquiry.source !== "voice") return {};
  return {
    source: inquiry.source,
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
  };
}
