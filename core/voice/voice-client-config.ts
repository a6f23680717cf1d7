import type { DeepgramTranscriber } from "@vapi-ai/web/dist/api";
import type { Language } from "../content/languages";
import type { CallPlacement } from "./placements";

/** Path of the server's voice configuration endpoint (server/voice/voice-config-route.ts). */
export const VOICE_CONFIG_PATH = "/api/voice/config";

/**
 * What the browser needs to place a call, served at run time so one build runs anywhere
 * (most pages are prerendered). The public key is public by design; nothing secret is in here.
 */
export interface VoiceClientConfig {
  provider: "vapi" | "simulated";
  /** Null when VAPI_PUBLIC_KEY is not set: calls then fail with 'Voice assistant not initialized'. */
  publicKey: string | null;
  apiUrl: string;
  assistants: Record<CallPlacement, string | null>;
  /** The chat's assistant (VAPI_ASSISTANT_ID_CHAT, else VAPI_ASSISTANT_ID); null when neither is set. */
  chatAssistant: string | null;
  /** The widget's title; null means the copy's default name. */
  assistantName: string | null;
  /** Whether a call waits for the visitor's consent to recording (VOICE_CONSENT). */
  consent: boolean;
  /** The browser ends a call this long after it connects (VOICE_MAX_CALL_SECONDS). */
  maxCallSeconds: number;
  /** How a call or a chat speaks each language the site serves (see SpokenLanguage). */
  languages: Partial<Record<Language, SpokenLanguage>>;
}

/**
 * The assistant of a page in a language: the language's own (VAPI_ASSISTANT_ID_<CODE>), for every
 * call button and the chat; else each placement's, told by `overrides` to speak the language.
 */
export interface SpokenLanguage {
  assistant: string | null;
  /** Sent as the call's `assistantOverrides` (the chat takes its `variableValues` only). */
  overrides: {
    /** The prompt's `{{language}}`: the language's name in English. */
    variableValues: { language: string };
    transcriber?: Pick<DeepgramTranscriber, "provider" | "model" | "language">;
    firstMessage?: string;
  };
}
