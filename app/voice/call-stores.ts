import { emptyCallDetails, type CallDetails } from "./call-details";
import { idleCallState, type VoiceCallState } from "./call-state";
import { createExternalStore, type WritableStore } from "~/assistant/external-store";
import type { CallPlacement } from "../../core/voice/placements";

/** What the call controller writes and the components read. */
export interface CallStores {
  state: WritableStore<VoiceCallState>;
  /** Captions, levels and timing: apart, because they change ten times a second. */
  details: WritableStore<CallDetails>;
  /** Where the latest call was started: its error and details show there, not under every button. */
  placement: WritableStore<CallPlacement | null>;
}

export function createCallStores(): CallStores {
  return {
    state: createExternalStore<VoiceCallState>(idleCallState),
    details: createExternalStore<CallDetails>(emptyCallDetails),
    placement: createExternalStore<CallPlacement | null>(null),
  };
}

/**
 * The page's one voice call. Module-level, so a call survives client-side navigation: the widget
 * lives in the layout and buttons on each page read the same stores.
 */
export const callStores = createCallStores();
