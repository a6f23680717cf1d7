import { CHAT_SOURCE } from "../../core/chat/chat-lead";
import { chatLeadEmail } from "../../core/chat/chat-lead-email";
import type { LeadSource } from "../inquiries/lead-source";

/**
 * A lead from the chat with the assistant (sent by the visitor, or booked by the assistant's
 * tool): the conversation and, when booked, the preferred time go with it.
 */
export const chatLeadSource: LeadSource = {
  source: CHAT_SOURCE,
  label: "Chat",
  webhookFields: (inquiry) => ({
    ...(inquiry.preferred_time ? { preferredTime: inquiry.preferred_time } : {}),
    ...(inquiry.transcript ? { transcript: inquiry.transcript } : {}),
  }),
  email: chatLeadEmail,
};
