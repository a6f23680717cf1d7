import type { callErrors } from "~/content/voice";

/**
 * Which of the error catalogue's messages (spec section 8) a call failed with: the call buttons
 * show its words in the page's language (app/content/voice.ts and its translations).
 */
export type CallError = keyof typeof callErrors;

/**
 * The one voice-call state of the page (spec section 3, "Voice call state") and its transitions
 * (spec section 4). No React and no SDK here: the controller feeds it transitions, hooks read it.
 */
export interface VoiceCallState {
  isCallActive: boolean;
  isLoading: boolean;
  error: CallError | null;
  isMuted: boolean;
  currentActiveAssistantId: string | null;
}

export type CallTransition =
  | { type: "start"; assistantId: string }
  | { type: "connected" }
  | { type: "ended" }
  | { type: "failed"; error: CallError }
  | { type: "mute-changed"; muted: boolean };

export const idleCallState: VoiceCallState = Object.freeze({
  isCallActive: false,
  isLoading: false,
  error: null,
  isMuted: false,
  currentActiveAssistantId: null,
});

export function nextCallState(state: VoiceCallState, transition: CallTransition): VoiceCallState {
  const callRuns = state.isLoading || state.isCallActive;
  switch (transition.type) {
    case "start":
      // Starting while a call runs does nothing.
      if (callRuns) return state;
      return {
        ...idleCallState,
        isLoading: true,
        currentActiveAssistantId: transition.assistantId,
      };
    case "connected":
      if (!state.isLoading) return state;
      return { ...state, isLoading: false, isCallActive: true };
    case "ended":
      if (!callRuns) return state;
      return idleCallState;
    case "failed":
      return { ...idleCallState, error: transition.error };
    case "mute-changed":
      if (!state.isCallActive || state.isMuted === transition.muted) return state;
      return { ...state, isMuted: transition.muted };
  }
}
