import type { Context } from "hono";
import type { ContactService } from "../inquiries/contact-service";
import { outcomeAnswer } from "../inquiries/outcome-answer";
import { chatWayIn } from "./chat-way-in";

/**
 * "Send this conversation to the team" (core/chat/chat-lead.ts): `GET` a form token when the
 * visitor opens the send form, then `POST` the lead into the contact form's pipeline, with its
 * defences (cross-site refusal, honeypot, form token, rate limit) and its answers.
 */
export function chatLeadHandlers(contact: ContactService, clientIp: (c: Context) => string) {
  return {
    formToken(c: Context) {
      c.header("Cache-Control", "no-store");
      return c.json({ token: contact.issueFormToken() });
    },
    async submit(c: Context) {
      return outcomeAnswer(c, await contact.submit(c.req.raw, clientIp(c), chatWayIn));
    },
  };
}
