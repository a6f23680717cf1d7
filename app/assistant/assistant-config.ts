import { createExternalStore, useStore } from "./external-store";
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
