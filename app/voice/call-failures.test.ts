import { describe, expect, it } from "vitest";
import { callErrors } from "~/content/voice";
import { VoiceNotConfiguredError } from "./call-client";
import { createCallController } from "./call-controller";
import { idleCallState } from "./call-state";
import { callControllerUnderTest, connectTo, settle } from "./fake-call-client.test-support";

// How a call fails, and which of the catalogue's messages the caller is told (app/content/voice.ts).
const t = callControllerUnderTest();

describe("failures", () => {
  it("needs an assistant: 'Assistant or Squad or Workflow must be provided.'", async () => {
    await t.voice.startCall(null, "widget");
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "noAssistant" });
    expect(t.voice.placement.get()).toBe("widget");
  });

  it("shows the SDK's own validation error word for word when start() throws", async () => {
    const started = t.voice.startCall("x", "demo");
    await settle();
    t.sdk.startThrows(new Error(callErrors.noAssistant));
    await started;
    expect(t.voice.state.get().error).toBe("noAssistant");
  });

  it("an error while loading returns to idle with 'Failed to start voice call' (401: start() resolves null)", async () => {
    const started = t.voice.startCall("hero-assistant", "hero");
    await settle();
    t.sdk.startFailed();
    await started;
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "startFailed" });
    // The SDK is stopped too, so it never believes a call is still starting.
    expect(t.sdk.stops).toBe(1);
  });

  it("start() resolving null without any error event still fails (silent null while 'started')", async () => {
    const started = t.voice.startCall("hero-assistant", "hero");
    await settle();
    (t.sdk as unknown as { pending: (v: null) => void }).pending(null);
    await started;
    expect(t.voice.state.get().error).toBe("startFailed");
    expect(t.sdk.stops).toBe(1);
  });

  it("'Voice assistant not initialized' without a public key; retries loading on the next click", async () => {
    let attempt = 0;
    t.voice = createCallController({
      loadClient: async () => {
        if (attempt++ === 0) throw new VoiceNotConfiguredError("no key");
        return t.sdk;
      },
    });
    await t.voice.startCall("hero-assistant", "hero");
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "notInitialized" });
    const started = t.voice.startCall("hero-assistant", "hero");
    await settle();
    t.sdk.joined();
    await started;
    expect(t.voice.state.get()).toMatchObject({ isLoading: true, error: null });
  });

  it("'Failed to initialize voice assistant' when the SDK cannot be loaded", async () => {
    t.voice = createCallController({
      loadClient: async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
    });
    await t.voice.startCall("hero-assistant", "hero");
    expect(t.voice.state.get().error).toBe("initFailed");
  });

  it("a fatal error during the call: 'An error occurred during the call', idle, SDK stopped", async () => {
    await connectTo(t);
    t.sdk.emit("error", { type: "daily-error", error: { message: { type: "connection-error" } } });
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "duringCall" });
    await settle();
    expect(t.sdk.stops).toBe(1);
  });

  it("the assistant hanging up (room ejected) is a normal end, not an error", async () => {
    await connectTo(t);
    t.sdk.emit("error", {
      type: "daily-error",
      error: { message: { type: "ejected", msg: "Meeting has ended" } },
    });
    expect(t.voice.state.get()).toEqual(idleCallState);
  });

  it("recoverable SDK errors (noise cancellation, autoplay) leave the call running", async () => {
    await connectTo(t);
    t.sdk.emit("error", {
      type: "audio-processing-setup-error",
      error: { message: "KrispInitError" },
    });
    expect(t.voice.state.get().isCallActive).toBe(true);
  });

  it("a refused microphone ends the call with a plain message", async () => {
    const started = t.voice.startCall("hero-assistant", "hero");
    await settle();
    t.sdk.emit("camera-error", {
      type: "camera-error",
      error: { message: { type: "permissions", blockedBy: "user", msg: "denied" } },
    });
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "microphoneBlocked" });
    t.sdk.joined();
    await started;
    // The join that was still under way is stopped once it lands.
    expect(t.sdk.stops).toBeGreaterThanOrEqual(1);
    t.sdk.listening();
    expect(t.voice.state.get().isCallActive).toBe(false);
  });
});
