/**
 * The privacy policy's section on chat conversations, where the chat's disclosure links: apart
 * from the chat's words, so the policy's page does not load them.
 */
export const chatPrivacyAnchor = "chat-conversations";
