/**
 * The version of the wording below. Whenever the wording changes, raise it: every browser that
 * agreed to an older version is asked again.
 */
export const VOICE_CONSENT_VERSION = 1;

/**
 * The disclosure a visitor reads, and agrees to, before the first voice call in a browser. The
 * privacy policy's voice section quotes the same sentences.
 */
export const voiceConsent = {
  title: "Before you talk to our AI",
  disclosure: [
    "You are about to talk to an AI assistant, not a person.",
    "The call is recorded and transcribed by our voice provider, Vapi, once you start it.",
    "We use the recording and transcript to answer your request and to follow up on it, and to improve the assistant.",
    "The provider deletes recordings and transcripts after 30 days; what you ask us to follow up on is kept with your inquiry, as our privacy policy says.",
  ],
  privacyLink: "How we handle calls: privacy policy",
  start: "Start the call",
  notNow: "Not now",
} as const;
