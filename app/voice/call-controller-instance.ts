import { createCallController } from "./call-controller";
import { loadCallClient } from "./load-call-client";
import type { CallContext } from "./call-consent";
import type { CallPlacement } from "../../core/voice/placements";
import { callStores } from "./call-stores";
import type { VoiceClientConfig } from "../../core/voice/voice-client-config";
import { assistantAt, loadVoiceConfig } from "~/assistant/assistant-config";

/** The page's call controller, loaded on first use by `voice-call.ts`. */
const base = createCallController({ loadClient: loadCallClient, stores: callStores });

export const controller = {
  ...base,
  /** Starts a call with the assistant configured for a placement, in the page's language. */
  async startCallAt(placement: CallPlacement, context: CallContext) {
    let config: VoiceClientConfig;
    try {
      config = await loadVoiceConfig();
    } catch (error) {
      console.error("voice: the configuration could not be loaded", error);
      return base.fail("initFailed", placement);
    }
    const spoken = config.languages[context.language];
    await base.startCall(
      assistantAt(config, placement, context.language),
      placement,
      context,
      config.maxCallSeconds,
      spoken?.assistant ? { variableValues: spoken.overrides.variableValues } : spoken?.overrides,
    );
  },
};
