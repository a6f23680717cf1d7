import type { Context } from "hono";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../../core/chat/chat-lead";
import type { ApiRoute } from "../http/api-route";
import type { ContactService } from "../inquiries/contact-service";
import { chatLeadHandlers } from "./chat-lead-routes";

/** The chat's way in: "Send this conversation to the team", through the contact form's pipeline. */
export function createChatWing({
  contact,
  clientIp,
}: {
  contact: ContactService;
  clientIp: (c: Context) => string;
}) {
  const lead = chatLeadHandlers(contact, clientIp);
  return {
    api: [
      { method: "GET", path: CHAT_LEAD_FORM_PATH, handlers: [lead.formToken] },
      { method: "POST", path: CHAT_LEAD_PATH, handlers: [lead.submit] },
    ] satisfies ApiRoute[],
  };
}
