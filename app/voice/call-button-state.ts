import type { VoiceCallState } from "./call-state";

/** The four looks of a call button (spec section 4). */
export type CallButtonState = "idle" | "loading" | "active" | "other";

/**
 * A button is "this call's" when the active assistant id equals its own; any other running
 * call (connecting or connected) disables it as 'Another call is active'.
 */
export function callButtonState(
  call: VoiceCallState,
  assistantId: string | null | undefined,
): CallButtonState {
  if (!call.isLoading && !call.isCallActive) return "idle";
  const mine = assistantId != null && call.currentActiveAssistantId === assistantId;
  if (!mine) return "other";
  return call.isLoading ? "loading" : "active";
}
