import { callErrors } from "~/content/voice";
import { nextCallState } from "./call-store";
import { createCallStores } from "./call-stores";
import type { CallPlacement } from "./placements";

/**
 * The page's one voice call. Module-level, so a call survives client-side navigation: the
 * widget lives in the layout and buttons on each page read the same stores. The controller
 * behind the actions is loaded on first use (hover, focus or click on a call button), so the
 * first load of a page carries only the stores and the buttons.
 */
export const callStores = createCallStores();

type CallController = (typeof import("./call-controller-instance"))["controller"];

let controller: Promise<CallController> | null = null;

function loadController(): Promise<CallController> {
  controller ??= import("./call-controller-instance").then(
    (module) => module.controller,
    (error: unknown) => {
      controller = null;
      throw error;
    },
  );
  return controller;
}

/** Starts a call with the assistant configured for a placement. */
export function startCallAt(placement: CallPlacement) {
  return withController((loaded) => loaded.startCallAt(placement), placement);
}

/** The spec's `startCall(assistantId)`: a call with a given assistant. */
export function startCall(assistantId: string) {
  return withController((loaded) => loaded.startCall(assistantId), null);
}

async function withController(
  run: (loaded: CallController) => Promise<void>,
  placement: CallPlacement | null,
) {
  try {
    await run(await loadController());
  } catch (error) {
    console.error("voice: the call controller could not be loaded", error);
    const { state, placement: latest } = callStores;
    latest.set(placement);
    state.set(nextCallState(state.get(), { type: "failed", error: callErrors.initFailed }));
  }
}

export function endCall() {
  // A running call implies a loaded controller; without one there is nothing to end.
  void controller?.then((loaded) => loaded.endCall());
}

export function toggleMute() {
  void controller?.then((loaded) => loaded.toggleMute());
}

/** Hover or focus on a call button: load the controller, the configuration and the SDK early. */
export function prefetchCall() {
  loadController().then(
    (loaded) => loaded.prefetch(),
    () => undefined,
  );
}
