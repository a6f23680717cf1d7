import {
  emptyCallDetails,
  isTranscriptMessage,
  withMicLevel,
  withTranscript,
  type CallDetails,
} from "./call-details";
import { classifyCallError, classifyMicrophoneError, startError } from "./call-errors";
import {
  nextCallState,
  type CallError,
  type CallTransition,
  type VoiceCallState,
} from "./call-state";
import { type ExternalStore } from "~/assistant/external-store";
import { createCallStores, type CallStores } from "./call-stores";
import { VoiceNotConfiguredError, type CallClient } from "./call-client";
import type { CallContext } from "./call-consent";
import type { SpokenLanguage } from "../../core/voice/voice-client-config";
import type { CallPlacement } from "../../core/voice/placements";
import { sendInsight } from "~/insights/beacon";

export interface CallControllerOptions {
  /** Creates the page's one call client; called on first use, again only after a failure. */
  loadClient: () => Promise<CallClient>;
  stores?: CallStores;
  now?: () => number;
}

export interface CallController {
  state: ExternalStore<VoiceCallState>;
  details: ExternalStore<CallDetails>;
  /** Where the latest call was started: its error and details show there, not under every button. */
  placement: ExternalStore<CallPlacement | null>;
  /** `maxSeconds`: the call is ended that long after it connects; `spoken`: the page's language. */
  startCall(
    assistantId: string | null | undefined,
    placement?: CallPlacement,
    context?: CallContext,
    maxSeconds?: number,
    spoken?: SpokenLanguage["overrides"],
  ): Promise<void>;
  endCall(): Promise<void>;
  toggleMute(): void;
  /** Loads the client ahead of a click (hover or focus on a call button); never fails loudly. */
  prefetch(): void;
  /** Reports a failure found before the call client was asked (e.g. configuration unavailable). */
  fail(error: CallError, placement?: CallPlacement): void;
}

/**
 * Binds the call client's events to the call state, and makes its awkward edges safe:
 * - `start()` resolves null instead of throwing, and silently resolves null while a call runs;
 * - without an `error` listener a failed start throws 'Unhandled error' and the SDK stays
 *   "started" for good (we always listen);
 * - `stop()` during the HTTP request does not cancel the join, so a start that was ended while
 *   pending is stopped again once it lands;
 * - after any failure the SDK is stopped, so it never believes a call is still running.
 */
export function createCallController({
  loadClient,
  stores = createCallStores(),
  now = Date.now,
}: CallControllerOptions): CallController {
  const { state, details, placement: placementStore } = stores;
  const dispatch = (transition: CallTransition) =>
    state.set(nextCallState(state.get(), transition));
  const updateDetails = (update: (current: CallDetails) => CallDetails) =>
    details.set(update(details.get()));

  let client: Promise<CallClient> | null = null;
  /** Increases with every start and every cancel: a pending start whose number is stale is void. */
  let attempt = 0;
  /** The attempt whose call the SDK's events belong to, or null when none should move the state. */
  let liveAttempt: number | null = null;
  /** The start() in flight, whose room may still be joined after the visitor ended the call. */
  let pendingStart: { attempt: number; failure: string | null } | null = null;
  /** A stop() in flight: events it causes must not touch the next call. */
  let stopping: Promise<void> | null = null;
  /** The current call's time cap, and the timer that ends the call when it runs out. */
  let capMs: number | null = null;
  let capTimer: ReturnType<typeof setTimeout> | null = null;

  function getClient(): Promise<CallClient> {
    client ??= loadClient().then(bind, (error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  }

  function bind(instance: CallClient): CallClient {
    instance.on("call-start", () => {
      if (liveAttempt === null || stopping) return;
      const connectedAt = now();
      const endsAt = capMs === null ? null : connectedAt + capMs;
      updateDetails((d) => ({ ...d, connectedAt, endsAt, silentSince: null }));
      if (capMs !== null) capTimer = setTimeout(() => void endCall(), capMs);
      dispatch({ type: "connected" });
    });
    instance.on("call-end", () => {
      if (liveAttempt === null || stopping) return;
      finish({ type: "ended" });
    });
    instance.on("error", (payload: unknown) => {
      if (liveAttempt === null) return;
      const starting = pendingStart?.attempt === liveAttempt;
      const verdict = classifyCallError(payload, starting || state.get().isLoading);
      if (verdict.kind === "ignore") return;
      if (verdict.kind === "ended") return void abort(null);
      // While start() is pending it resolves null right after; it reports the failure.
      if (starting && pendingStart) pendingStart.failure ??= verdict.error;
      else void abort(verdict.error);
    });
    instance.on("camera-error", (payload: unknown) => {
      if (liveAttempt === null) return;
      const verdict = classifyMicrophoneError(payload);
      if (verdict.kind === "fatal") void abort(verdict.error);
    });
    instance.on("message", (message: unknown) => {
      if (liveAttempt === null || !isTranscriptMessage(message)) return;
      updateDetails((d) => withTranscript(d, message));
    });
    instance.on("local-volume-level", (level: number) => {
      if (liveAttempt === null) return;
      updateDetails((d) => withMicLevel(d, level, now()));
    });
    instance.on("volume-level", (level: number) => {
      if (liveAttempt === null) return;
      updateDetails((d) => ({ ...d, assistantLevel: level }));
    });
    return instance;
  }

  function finish(transition: CallTransition) {
    liveAttempt = null;
    if (capTimer !== null) clearTimeout(capTimer);
    capTimer = null;
    updateDetails((d) => ({
      ...d,
      connectedAt: null,
      endsAt: null,
      micLevel: 0,
      assistantLevel: 0,
    }));
    dispatch(transition);
  }

  /** Ends the current call from our side; `error` null means a normal end. */
  async function abort(error: CallError | null) {
    attempt++;
    finish(error === null ? { type: "ended" } : { type: "failed", error });
    await stopClient();
  }

  /** Stops the SDK (if it was ever loaded); true when it went well. */
  async function stopClient(): Promise<boolean> {
    const loaded = client && (await client.catch(() => null));
    if (!loaded) return true;
    const stop = loaded.stop();
    const settled: Promise<void> = stop
      .catch(() => undefined)
      .finally(() => {
        if (stopping === settled) stopping = null;
      });
    stopping = settled;
    try {
      await stop;
      return true;
    } catch (error) {
      console.error("voice: stopping the call failed", error);
      return false;
    }
  }

  async function startCall(
    assistantId: string | null | undefined,
    placement?: CallPlacement,
    context?: CallContext,
    maxSeconds?: number,
    spoken?: SpokenLanguage["overrides"],
  ) {
    const current = state.get();
    if (current.isLoading || current.isCallActive) return;
    details.set(emptyCallDetails);
    placementStore.set(placement ?? null);
    if (!assistantId) return dispatch({ type: "failed", error: "noAssistant" });

    const mine = ++attempt;
    liveAttempt = mine;
    capMs = maxSeconds ? maxSeconds * 1000 : null;
    dispatch({ type: "start", assistantId });

    let instance: CallClient;
    try {
      instance = await getClient();
    } catch (error) {
      if (mine !== attempt) return;
      console.error("voice: the call client could not be loaded", error);
      const failure = error instanceof VoiceNotConfiguredError ? "notInitialized" : "initFailed";
      return finish({ type: "failed", error: failure });
    }
    // A previous call may still be leaving: its call-end must not end this one.
    await stopping;
    if (mine !== attempt) return;

    const pending = { attempt: mine, failure: null as CallError | null };
    pendingStart = pending;
    let call: unknown = null;
    try {
      call = await instance.start(
        assistantId,
        context && {
          ...spoken,
          metadata: context,
          variableValues: { ...spoken?.variableValues, callerTimeZone: context.timeZone },
        },
      );
    } catch (error) {
      pending.failure ??= startError(error);
    } finally {
      if (pendingStart === pending) pendingStart = null;
    }

    if (mine !== attempt) {
      // Ended (or failed) while the room was being joined: stop() then did not cancel the join.
      if (call) await stopClient();
      return;
    }
    if (!call) {
      finish({ type: "failed", error: pending.failure ?? "startFailed" });
      // A null start can leave the SDK believing it is started; stop() resets it.
      await stopClient();
    } else if (placement) {
      // With the call's id: its voice lead, reported by the provider, finds this visit by it.
      const { id } = call as { id?: unknown };
      sendInsight("call_connected", placement, typeof id === "string" ? id : undefined);
    }
  }

  async function endCall() {
    const current = state.get();
    if (!current.isLoading && !current.isCallActive) return;
    attempt++;
    finish({ type: "ended" });
    if (!(await stopClient())) dispatch({ type: "failed", error: "endFailed" });
  }

  function toggleMute() {
    const current = state.get();
    if (!current.isCallActive || !client) return;
    void client.then((instance) => {
      if (!state.get().isCallActive) return;
      try {
        instance.setMuted(!state.get().isMuted);
      } catch (error) {
        console.error("voice: mute failed", error);
      }
      const muted = instance.isMuted();
      // Unmuting starts a fresh silence count for the microphone hint.
      if (!muted) updateDetails((d) => ({ ...d, silentSince: null }));
      dispatch({ type: "mute-changed", muted });
    });
  }

  function prefetch() {
    getClient().catch(() => undefined);
  }

  function fail(error: CallError, placement?: CallPlacement) {
    if (state.get().isLoading || state.get().isCallActive) return;
    placementStore.set(placement ?? null);
    dispatch({ type: "failed", error });
  }

  return {
    state,
    details,
    placement: placementStore,
    startCall,
    endCall,
    toggleMute,
    prefetch,
    fail,
  };
}
