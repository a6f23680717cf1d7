/**
 * The privacy policy's sections on voice calls and on chat conversations, where the consent
 * dialog and the chat's disclosure link: the same in every language, and apart from the words of
 * the dialog and the chat, so the policy's page loads neither.
 */
export const voicePrivacyAnchor = "voice-calls";
export const chatPrivacyAnchor = "chat-conversations";
