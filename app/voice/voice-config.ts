import { createExternalStore } from "./call-store";
import { VOICE_CONFIG_PATH, type VoiceClientConfig } from "../../core/voice/voice-client-config";

/** Null until fetched; read by the call buttons and the widget title. */
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
