import { callErrors } from "~/content/voice";
import { createCallController } from "./call-controller";
import { loadCallClient } from "./load-call-client";
import type { CallPlacement } from "./placements";
import { loadVoiceConfig } from "./voice-config";

/**
 * The page's one voice call. Module-level, so a call survives client-side navigation: the
 * widget lives in the layout and buttons on each page read the same state.
 */
export const voiceCall = createCallController({ loadClient: loadCallClient });

/** Starts a call with the assistant configured for a placement. */
export async function startCallAt(placement: CallPlacement) {
  let assistantId: string | null;
  try {
    assistantId = (await loadVoiceConfig()).assistants[placement];
  } catch (error) {
    console.error("voice: the configuration could not be loaded", error);
    return voiceCall.fail(callErrors.initFailed, placement);
  }
  await voiceCall.startCall(assistantId, placement);
}

/** Hover or focus on a call button: fetch the configuration and the SDK before the click. */
export function prefetchCall() {
  voiceCall.prefetch();
}
