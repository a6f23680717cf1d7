import type { CallPlacement } from "../../core/voice/placements";

/** Every word of the voice demo: call buttons, the floating widget, call details and errors. */

/** What a call button says in each of its four states (spec section 4). */
export interface CallButtonLabels {
  idle: string;
  loading: string;
  active: string;
  otherCallActive: string;
  /** Read after an active label that names a state rather than the action a click takes. */
  activeAction?: string;
}

const loading = "Connecting...";
const otherCallActive = "Another call is active";

export const callButtonLabels: Record<CallPlacement, CallButtonLabels> = {
  hero: { idle: "Book Appointment with AI", loading, active: "End Call", otherCallActive },
  demo: {
    idle: "Start Voice Demo",
    loading,
    active: "Voice Call Active",
    otherCallActive,
    activeAction: "select to end the call",
  },
  contact: { idle: "Talk to Our AI Receptionist", loading, active: "End Call", otherCallActive },
  widget: { idle: "Start Voice Chat", loading, active: "End Voice Chat", otherCallActive },
};

/** Says why the button is disabled, for screen readers and the tooltip. */
export const otherCallActiveHint = "End the current call first to start this one.";

export const heroActiveNotice = "Voice demo is active - speak naturally!";

/** The error catalogue (spec section 8), word for word, plus microphone problems in plain words. */
export const callErrors = {
  noAssistant: "Assistant or Squad or Workflow must be provided.",
  notInitialized: "Voice assistant not initialized",
  initFailed: "Failed to initialize voice assistant",
  startFailed: "Failed to start voice call",
  endFailed: "Failed to end call",
  duringCall: "An error occurred during the call",
  microphoneBlocked:
    "Microphone access is blocked. Allow the microphone for this site in your browser, then start the call again.",
  microphoneMissing: "No microphone was found. Connect one, then start the call again.",
  microphoneBusy:
    "Your microphone is in use by another app. Close that app, then start the call again.",
  microphoneUnavailable:
    "This browser cannot use a microphone on this page. Open the site over https, then try again.",
} as const;

export const callDetailsCopy = {
  connecting: "Connecting to the assistant...",
  connected: "Connected",
  muted: "Microphone muted",
  micLevel: "Your microphone level",
  captionsLabel: "Live captions",
  captionsEmpty: "Captions appear here when someone speaks.",
  speakers: { assistant: "Assistant", user: "You" },
  micHint: "We can't hear you - check your microphone",
  timerLabel: "Call time",
  /** The last 30 seconds before the time cap ends a demo call. */
  endsIn: "Call ends in {clock}",
  simulation: "Simulated call: no audio is sent or played.",
};

/** Announced to screen readers (role="status") as a call changes state. */
export const callAnnouncements = {
  connecting: "Connecting to the voice assistant.",
  active: "Call connected. Speak naturally.",
  ended: "Call ended.",
  muted: "Microphone muted.",
  unmuted: "Microphone on.",
  endsSoon: "The call ends in 30 seconds.",
};

export const widgetCopy = {
  /** Shown as the panel title when VAPI_ASSISTANT_NAME is not set. */
  defaultAssistantName: "AI Voice Assistant",
  subtitleIdle: "Ask us anything, or book a call.",
  subtitleActive: "On a call",
  subtitleConnecting: "Connecting...",
  open: "Open the voice assistant",
  minimise: "Minimise the voice assistant",
  restore: "Expand the voice assistant",
  close: "Close the voice assistant",
  closeEndsCall: "Close the voice assistant and end the call",
  mute: "Mute",
  unmute: "Unmute",
  intro:
    "Talk to our AI assistant right in your browser. It answers questions about our services and can book a consultation.",
  privacy: "Uses your microphone only during the call.",
  /** Before the widget's own link to /book (app/content/book-instead.ts). */
  bookLead: "Rather click?",
  /** The panel's two ways to talk to the assistant. */
  modesLabel: "Talk or write to the assistant",
  modes: { voice: "Voice", chat: "Chat" },
  subtitleChat: "Replies in seconds",
};
