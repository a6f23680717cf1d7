import type { InquiryEmailParts } from "../contact/inquiry-email";

/** How the owner's e-mail tells of a chat lead: the conversation follows the visitor's lines. */
export const chatLeadEmail: InquiryEmailParts = {
  subject: (inquiry) => `New chat conversation from ${inquiry.name}`,
  intro: () =>
    "A visitor sent their conversation with the chat assistant to the team. Reply to this e-mail to answer them.",
  afterMessage: (inquiry) =>
    inquiry.transcript ? ["", "The conversation with the chat assistant:", inquiry.transcript] : [],
};
