import { VOICE_CONFIG_PATH } from "../../core/voice/voice-client-config";
import type { Config } from "../config";
import type { ApiRoute } from "../http/api-route";
import { voiceConfigHandler } from "./voice-config";

/** The voice configuration the browser reads before a call (the assistant, its provider). */
export function createVoiceWing({ config }: { config: Config }) {
  return {
    api: [{ method: "GET", path: VOICE_CONFIG_PATH, handlers: [voiceConfigHandler(config)] }],
  } satisfies { api: ApiRoute[] };
}
