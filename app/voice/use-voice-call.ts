import { useMemo } from "react";
import { useStore } from "~/assistant/external-store";
import { emptyCallDetails } from "./call-details";
import { idleCallState } from "./call-state";
import { callStores } from "./call-stores";
import { endCall, startCall, toggleMute } from "./voice-call";

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

/** Where the latest call was started (its error and details show there). */
export function useCallPlacement() {
  return useStore(callStores.placement, null);
}
