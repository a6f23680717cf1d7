/**
 * "Send this conversation to the team": the contract between the chat in the browser and the
 * server's route (server/chat/chat-lead-routes.ts). The post carries the contact form's own fields
 * (name, email, phone, message, the honeypot and the form token) plus the transcript.
 */

/** `GET`: a fresh form token for the send form (most pages are prerendered, so none is inline). */
export const CHAT_LEAD_FORM_PATH = "/api/chat/lead-form";

/** `POST`, multipart: the lead. Answers as `POST /` does for the contact form. */
export const CHAT_LEAD_PATH = "/api/chat/lead";

/** The value of `form-name`: what tells this post from a contact form's. */
export const CHAT_FORM_NAME = "chat";

/** The field that holds the conversation, as JSON: `[{ "role": "visitor", "text": "..." }, ...]`. */
export const TRANSCRIPT_FIELD = "transcript";

/** The source a chat lead is stored and delivered with, whichever way it came (a post, a tool). */
export const CHAT_SOURCE = "chat";
