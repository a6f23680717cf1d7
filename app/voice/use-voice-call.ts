import { useMemo, useSyncExternalStore } from "react";
import { emptyCallDetails } from "./call-details";
import { idleCallState, type ExternalStore } from "./call-store";
import { callStores } from "./call-stores";
import { endCall, startCall, toggleMute } from "./voice-call";
import { voiceConfig } from "./voice-config";

function useStore<T>(store: ExternalStore<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}

/** The call state and actions (spec section 3), shared by every call button and the widget. */
export function useVoiceCall() {
  const state = useStore(callStores.state, idleCallState);
  return useMemo(
    () => ({
      ...state,
      startCall,
      endCall,
      toggleMute,
    }),
    [state],
  );
}

/** Captions, levels and timing of the current call: read only by the call details panels. */
export function useCallDetails() {
  return useStore(callStores.details, emptyCallDetails);
}

/** The run-time voice configuration, null until first needed and fetched. */
export function useVoiceConfig() {
  return useStore(voiceConfig, null);
}

/** Where the latest call was started (its error and details show there). */
export function useCallPlacement() {
  return useStore(callStores.placement, null);
}
