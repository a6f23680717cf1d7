import { createExternalStore, useStore } from "./external-store";
import type { Language } from "../../core/content/languages";
import type { CallPlacement } from "../../core/voice/placements";
import { VOICE_CONFIG_PATH, type VoiceClientConfig } from "../../core/voice/voice-client-config";

/**
 * The assistant's run-time configuration (GET /api/voice/config), for the call buttons, the widget
 * and the chat alike. Null until fetched.
 */
export const voiceConfig = createExternalStore<VoiceClientConfig | null>(null);

let loading: Promise<VoiceClientConfig> | null = null;

/** Fetches the configuration once per page (again only after a failure). */
export function loadVoiceConfig(): Promise<VoiceClientConfig> {
  loading ??= fetch(VOICE_CONFIG_PATH, { headers: { accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`voice configuration: HTTP ${response.status}`);
      return response.json() as Promise<VoiceClientConfig>;
    })
    .then((config) => {
      voiceConfig.set(config);
      return config;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The run-time configuration in a component, null until first needed and fetched. */
export function useVoiceConfig() {
  return useStore(voiceConfig, null);
}

/** A placement's assistant on a page in `language`: the language's own, else the placement's. */
export function assistantAt(
  config: VoiceClientConfig,
  placement: CallPlacement,
  language: Language,
): string | null {
  return config.languages[language]?.assistant ?? config.assistants[placement];
}

/** The chat's assistant on a page in `language`: the language's own, else the chat's. */
export function chatAssistantIn(config: VoiceClientConfig, language: Language): string | null {
  return config.languages[language]?.assistant ?? config.chatAssistant;
}
