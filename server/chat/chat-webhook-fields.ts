import type { Inquiry } from "../db/inquiry-store";

/**
 * The keys a chat lead adds to the spec's webhook body: its source, the conversation and, when the
 * assistant booked in the chat, the preferred time.
 */
export function chatWebhookFields(inquiry: Inquiry) {
  if (inquiry.source !== "chat") return {};
  return {
    source: inquiry.source,
    ...(inquiry.preferred_time ? { preferredTime: inquiry.preferred_time } : {}),
    ...(inquiry.transcript ? { transcript: inquiry.transcript } : {}),
  };
}
