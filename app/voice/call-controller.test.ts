import { beforeEach, describe, expect, it, vi } from "vitest";
import { callErrors } from "~/content/voice";
import {
  createCallController,
  VoiceNotConfiguredError,
  type CallController,
} from "./call-controller";
import { idleCallState } from "./call-store";
import { FakeCallClient, settle } from "./fake-call-client.test-support";

let sdk: FakeCallClient;
let voice: CallController;
let loads: number;

beforeEach(() => {
  sdk = new FakeCallClient();
  loads = 0;
  voice = createCallController({
    loadClient: async () => {
      loads++;
      return sdk;
    },
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

async function connect(assistantId = "hero-assistant") {
  const started = voice.startCall(assistantId, "hero");
  await settle();
  sdk.joined();
  await started;
  sdk.listening();
}

describe("the call state", () => {
  it("starts idle", () => {
    expect(voice.state.get()).toEqual(idleCallState);
  });

  it("goes idle → loading (error cleared, id remembered) → active when the assistant listens", async () => {
    voice.fail("an old error");
    const started = voice.startCall("hero-assistant", "hero");
    expect(voice.state.get()).toEqual({
      isCallActive: false,
      isLoading: true,
      error: null,
      isMuted: false,
      currentActiveAssistantId: "hero-assistant",
    });
    await settle();
    sdk.joined();
    await started;
    // Joined the room, but the assistant has not said it is listening yet.
    expect(voice.state.get().isLoading).toBe(true);
    sdk.listening();
    expect(voice.state.get()).toMatchObject({ isCallActive: true, isLoading: false });
    expect(sdk.starts).toEqual(["hero-assistant"]);
  });

  it("ignores a second start while a call is loading or active (double start)", async () => {
    const first = voice.startCall("hero-assistant", "hero");
    await voice.startCall("demo-assistant", "demo");
    await settle();
    sdk.joined();
    await first;
    sdk.listening();
    await voice.startCall("demo-assistant", "demo");
    expect(sdk.starts).toEqual(["hero-assistant"]);
    expect(voice.state.get().currentActiveAssistantId).toBe("hero-assistant");
  });

  it("returns to idle and clears the id when the call ends", async () => {
    await connect();
    sdk.emit("call-end");
    expect(voice.state.get()).toEqual(idleCallState);
  });

  it("ends on request: stops the SDK once; ending twice does nothing more", async () => {
    await connect();
    await voice.endCall();
    expect(voice.state.get()).toEqual(idleCallState);
    await voice.endCall();
    expect(sdk.stops).toBe(1);
  });

  it("reports 'Failed to end call' when stopping fails, and is idle", async () => {
    await connect();
    sdk.stopError = new Error("Use after destroy");
    await voice.endCall();
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.endFailed });
  });

  it("toggles mute only while a call is active", async () => {
    voice.toggleMute();
    await settle();
    expect(voice.state.get().isMuted).toBe(false);
    expect(sdk.muted).toBe(false);

    await connect();
    voice.toggleMute();
    await settle();
    expect(voice.state.get().isMuted).toBe(true);
    expect(sdk.muted).toBe(true);
    voice.toggleMute();
    await settle();
    expect(voice.state.get().isMuted).toBe(false);

    voice.toggleMute();
    await settle();
    await voice.endCall();
    expect(voice.state.get().isMuted).toBe(false);
  });
});

describe("failures", () => {
  it("needs an assistant: 'Assistant or Squad or Workflow must be provided.'", async () => {
    await voice.startCall(null, "widget");
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.noAssistant });
    expect(voice.placement.get()).toBe("widget");
  });

  it("shows the SDK's own validation error word for word when start() throws", async () => {
    const started = voice.startCall("x", "demo");
    await settle();
    sdk.startThrows(new Error(callErrors.noAssistant));
    await started;
    expect(voice.state.get().error).toBe(callErrors.noAssistant);
  });

  it("an error while loading returns to idle with 'Failed to start voice call' (401: start() resolves null)", async () => {
    const started = voice.startCall("hero-assistant", "hero");
    await settle();
    sdk.startFailed();
    await started;
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.startFailed });
    // The SDK is stopped too, so it never believes a call is still starting.
    expect(sdk.stops).toBe(1);
  });

  it("start() resolving null without any error event still fails (silent null while 'started')", async () => {
    const started = voice.startCall("hero-assistant", "hero");
    await settle();
    (sdk as unknown as { pending: (v: null) => void }).pending(null);
    await started;
    expect(voice.state.get().error).toBe(callErrors.startFailed);
    expect(sdk.stops).toBe(1);
  });

  it("'Voice assistant not initialized' without a public key; retries loading on the next click", async () => {
    let attempt = 0;
    voice = createCallController({
      loadClient: async () => {
        if (attempt++ === 0) throw new VoiceNotConfiguredError("no key");
        return sdk;
      },
    });
    await voice.startCall("hero-assistant", "hero");
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.notInitialized });
    const started = voice.startCall("hero-assistant", "hero");
    await settle();
    sdk.joined();
    await started;
    expect(voice.state.get()).toMatchObject({ isLoading: true, error: null });
  });

  it("'Failed to initialize voice assistant' when the SDK cannot be loaded", async () => {
    voice = createCallController({
      loadClient: async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
    });
    await voice.startCall("hero-assistant", "hero");
    expect(voice.state.get().error).toBe(callErrors.initFailed);
  });

  it("a fatal error during the call: 'An error occurred during the call', idle, SDK stopped", async () => {
    await connect();
    sdk.emit("error", { type: "daily-error", error: { message: { type: "connection-error" } } });
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.duringCall });
    await settle();
    expect(sdk.stops).toBe(1);
  });

  it("the assistant hanging up (room ejected) is a normal end, not an error", async () => {
    await connect();
    sdk.emit("error", {
      type: "daily-error",
      error: { message: { type: "ejected", msg: "Meeting has ended" } },
    });
    expect(voice.state.get()).toEqual(idleCallState);
  });

  it("recoverable SDK errors (noise cancellation, autoplay) leave the call running", async () => {
    await connect();
    sdk.emit("error", {
      type: "audio-processing-setup-error",
      error: { message: "KrispInitError" },
    });
    expect(voice.state.get().isCallActive).toBe(true);
  });

  it("a refused microphone ends the call with a plain message", async () => {
    const started = voice.startCall("hero-assistant", "hero");
    await settle();
    sdk.emit("camera-error", {
      type: "camera-error",
      error: { message: { type: "permissions", blockedBy: "user", msg: "denied" } },
    });
    expect(voice.state.get()).toEqual({ ...idleCallState, error: callErrors.microphoneBlocked });
    sdk.joined();
    await started;
    // The join that was still under way is stopped once it lands.
    expect(sdk.stops).toBeGreaterThanOrEqual(1);
    sdk.listening();
    expect(voice.state.get().isCallActive).toBe(false);
  });
});

describe("ending while loading", () => {
  it("returns to idle at once, stops the join when it lands, and ignores its late call-start", async () => {
    const started = voice.startCall("hero-assistant", "hero");
    await settle();
    await voice.endCall();
    expect(voice.state.get()).toEqual(idleCallState);
    const stopsBefore = sdk.stops;
    sdk.joined();
    await started;
    expect(sdk.stops).toBe(stopsBefore + 1);
    sdk.listening();
    expect(voice.state.get()).toEqual(idleCallState);
  });

  it("a new call after an ended one is not ended by the old call's late events", async () => {
    await connect();
    await voice.endCall();
    const second = voice.startCall("demo-assistant", "demo");
    await settle();
    sdk.joined();
    await second;
    sdk.listening();
    expect(voice.state.get()).toMatchObject({
      isCallActive: true,
      currentActiveAssistantId: "demo-assistant",
    });
  });

  it("loads the SDK once per page", async () => {
    voice.prefetch();
    await connect();
    await voice.endCall();
    await connect("demo-assistant");
    expect(loads).toBe(1);
  });
});

describe("call details", () => {
  it("collects captions (partial replaced by final) and the microphone level", async () => {
    await connect();
    sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "partial",
      transcript: "Book a",
    });
    sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "Book a call",
    });
    sdk.emit("message", {
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Sure.",
    });
    sdk.emit("local-volume-level", 0.3);
    const details = voice.details.get();
    expect(details.captions.map((c) => [c.role, c.text, c.final])).toEqual([
      ["user", "Book a call", true],
      ["assistant", "Sure.", true],
    ]);
    expect(details.micLevel).toBe(0.3);
    expect(details.connectedAt).not.toBeNull();
  });

  it("drops events that arrive when no call runs", () => {
    sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "hi",
    });
    sdk.emit("call-start");
    expect(voice.details.get().captions).toEqual([]);
    expect(voice.state.get()).toEqual(idleCallState);
  });
});

describe("the time cap", () => {
  /** A call that connects at once, on fake timers. */
  async function connectOnFakeTimers(maxSeconds?: number) {
    const started = voice.startCall("hero-assistant", "hero", undefined, maxSeconds);
    await vi.advanceTimersByTimeAsync(0);
    sdk.joined();
    await started;
    sdk.listening();
  }

  it("ends the call from the browser when VOICE_MAX_CALL_SECONDS have passed since it connected", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      await connectOnFakeTimers(600);
      const { connectedAt, endsAt } = voice.details.get();
      expect(endsAt! - connectedAt!).toBe(600_000);
      await vi.advanceTimersByTimeAsync(599_000);
      expect(voice.state.get().isCallActive).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(voice.state.get()).toMatchObject({ isCallActive: false, error: null });
      expect(voice.details.get().endsAt).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends nothing after a call that ended first, and a call without a cap runs on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      await connectOnFakeTimers(600);
      await voice.endCall();
      await connectOnFakeTimers();
      expect(voice.details.get().endsAt).toBeNull();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(voice.state.get().isCallActive).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
