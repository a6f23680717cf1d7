import { nextCallState } from "./call-state";
import { callStores } from "./call-stores";
import {
  callContext,
  consentRequest,
  currentConsent,
  rememberConsent,
  type ConsentRecord,
  type Disclosure,
} from "./call-consent";
import type { CallPlacement } from "../../core/voice/placements";
import { loadVoiceConfig } from "~/assistant/assistant-config";
import { sendInsight } from "~/insights/beacon";
import { wakeWaitingParts } from "~/ui/HydrationBoundary";

/** Marks every call button, so that a call's start finds those still waiting to hydrate. */
export const CALL_BUTTON_ATTRIBUTE = "data-call-button";

/*
 * The controller behind the page's call (its stores are in call-stores.ts) is loaded on first use
 * (hover, focus or click on a call button), so the first load of a page carries only the stores
 * and the buttons.
 */
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

/**
 * A press on a call button. The first press in a browser (and the first after the wording
 * changes, or in another language) opens the consent dialog instead; nothing of the call loads
 * before the visitor agrees. The page's disclosure names the call's language.
 */
export async function requestCallAt(
  placement: CallPlacement,
  disclosure: Disclosure,
  opener: HTMLElement | null,
) {
  sendInsight("call_pressed", placement);
  const consent = currentConsent(disclosure);
  let consentNeeded: boolean;
  try {
    consentNeeded = (await loadVoiceConfig()).consent && consent === null;
  } catch {
    // Without its configuration the call fails at once, with the catalogue's message.
    consentNeeded = false;
  }
  if (consentNeeded) consentRequest.set({ placement, disclosure, opener });
  else await startCallAt(placement, disclosure, consent);
}

/** "Start the call" in the consent dialog. */
export function agreeAndCall(placement: CallPlacement, disclosure: Disclosure) {
  consentRequest.set(null);
  return startCallAt(placement, disclosure, rememberConsent(disclosure));
}

/** "Not now", Escape or a click outside: no call, nothing remembered. */
export function declineCall() {
  consentRequest.set(null);
}

/** Past the disclosure: agreed just now or before (or no consent asked). */
function startCallAt(
  placement: CallPlacement,
  disclosure: Disclosure,
  consent: ConsentRecord | null,
) {
  sendInsight("consent_given", placement);
  const context = callContext(placement, disclosure, consent);
  return withController((loaded) => loaded.startCallAt(placement, context), placement);
}

/** The spec's `startCall(assistantId)`: a call with a given assistant. */
export function startCall(assistantId: string) {
  return withController((loaded) => loaded.startCall(assistantId), null);
}

async function withController(
  run: (loaded: CallController) => Promise<void>,
  placement: CallPlacement | null,
) {
  // Every call button says the call's state from its start, those below the fold included.
  wakeWaitingParts(`[${CALL_BUTTON_ATTRIBUTE}]`);
  try {
    await run(await loadController());
  } catch (error) {
    console.error("voice: the call controller could not be loaded", error);
    const { state, placement: latest } = callStores;
    latest.set(placement);
    state.set(nextCallState(state.get(), { type: "failed", error: "initFailed" }));
  }
}

export function endCall() {
  // A running call implies a loaded controller; without one there is nothing to end.
  void controller?.then((loaded) => loaded.endCall());
}

export function toggleMute() {
  void controller?.then((loaded) => loaded.toggleMute());
}

/**
 * Hover or focus on a call button: once the visitor has agreed (or no consent is asked), load the
 * controller, the configuration and the SDK early; before that, only the configuration and the
 * dialog, since nothing of the call may load before consent.
 */
export function prefetchCall(disclosure: Disclosure) {
  loadVoiceConfig()
    .then((config) => {
      if (config.consent && currentConsent(disclosure) === null) {
        return void loadConsentDialog();
      }
      return loadController().then((loaded) => loaded.prefetch());
    }, noop)
    .catch(noop);
}

const noop = () => undefined;

/** The consent dialog's code: loaded on the first hover, focus or press of a call button. */
export const loadConsentDialog = () => import("./ConsentDialog");
