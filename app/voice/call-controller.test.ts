import { describe, expect, it, vi } from "vitest";
import { idleCallState } from "./call-state";
import { callControllerUnderTest, connectTo, settle } from "./fake-call-client.test-support";

const t = callControllerUnderTest();

describe("the call state", () => {
  it("starts idle", () => {
    expect(t.voice.state.get()).toEqual(idleCallState);
  });

  it("goes idle → loading (error cleared, id remembered) → active when the assistant listens", async () => {
    t.voice.fail("duringCall");
    const started = t.voice.startCall("hero-assistant", "hero");
    expect(t.voice.state.get()).toEqual({
      isCallActive: false,
      isLoading: true,
      error: null,
      isMuted: false,
      currentActiveAssistantId: "hero-assistant",
    });
    await settle();
    t.sdk.joined();
    await started;
    // Joined the room, but the assistant has not said it is listening yet.
    expect(t.voice.state.get().isLoading).toBe(true);
    t.sdk.listening();
    expect(t.voice.state.get()).toMatchObject({ isCallActive: true, isLoading: false });
    expect(t.sdk.starts).toEqual(["hero-assistant"]);
  });

  it("ignores a second start while a call is loading or active (double start)", async () => {
    const first = t.voice.startCall("hero-assistant", "hero");
    await t.voice.startCall("demo-assistant", "demo");
    await settle();
    t.sdk.joined();
    await first;
    t.sdk.listening();
    await t.voice.startCall("demo-assistant", "demo");
    expect(t.sdk.starts).toEqual(["hero-assistant"]);
    expect(t.voice.state.get().currentActiveAssistantId).toBe("hero-assistant");
  });

  it("returns to idle and clears the id when the call ends", async () => {
    await connectTo(t);
    t.sdk.emit("call-end");
    expect(t.voice.state.get()).toEqual(idleCallState);
  });

  it("ends on request: stops the SDK once; ending twice does nothing more", async () => {
    await connectTo(t);
    await t.voice.endCall();
    expect(t.voice.state.get()).toEqual(idleCallState);
    await t.voice.endCall();
    expect(t.sdk.stops).toBe(1);
  });

  it("reports 'Failed to end call' when stopping fails, and is idle", async () => {
    await connectTo(t);
    t.sdk.stopError = new Error("Use after destroy");
    await t.voice.endCall();
    expect(t.voice.state.get()).toEqual({ ...idleCallState, error: "endFailed" });
  });

  it("toggles mute only while a call is active", async () => {
    t.voice.toggleMute();
    await settle();
    expect(t.voice.state.get().isMuted).toBe(false);
    expect(t.sdk.muted).toBe(false);

    await connectTo(t);
    t.voice.toggleMute();
    await settle();
    expect(t.voice.state.get().isMuted).toBe(true);
    expect(t.sdk.muted).toBe(true);
    t.voice.toggleMute();
    await settle();
    expect(t.voice.state.get().isMuted).toBe(false);

    t.voice.toggleMute();
    await settle();
    await t.voice.endCall();
    expect(t.voice.state.get().isMuted).toBe(false);
  });
});

describe("ending while loading", () => {
  it("returns to idle at once, stops the join when it lands, and ignores its late call-start", async () => {
    const started = t.voice.startCall("hero-assistant", "hero");
    await settle();
    await t.voice.endCall();
    expect(t.voice.state.get()).toEqual(idleCallState);
    const stopsBefore = t.sdk.stops;
    t.sdk.joined();
    await started;
    expect(t.sdk.stops).toBe(stopsBefore + 1);
    t.sdk.listening();
    expect(t.voice.state.get()).toEqual(idleCallState);
  });

  it("a new call after an ended one is not ended by the old call's late events", async () => {
    await connectTo(t);
    await t.voice.endCall();
    const second = t.voice.startCall("demo-assistant", "demo");
    await settle();
    t.sdk.joined();
    await second;
    t.sdk.listening();
    expect(t.voice.state.get()).toMatchObject({
      isCallActive: true,
      currentActiveAssistantId: "demo-assistant",
    });
  });

  it("loads the SDK once per page", async () => {
    t.voice.prefetch();
    await connectTo(t);
    await t.voice.endCall();
    await connectTo(t, "demo-assistant");
    expect(t.loads).toBe(1);
  });
});

describe("call details", () => {
  it("collects captions (partial replaced by final) and the microphone level", async () => {
    await connectTo(t);
    t.sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "partial",
      transcript: "Book a",
    });
    t.sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "Book a call",
    });
    t.sdk.emit("message", {
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Sure.",
    });
    t.sdk.emit("local-volume-level", 0.3);
    const details = t.voice.details.get();
    expect(details.captions.map((c) => [c.role, c.text, c.final])).toEqual([
      ["user", "Book a call", true],
      ["assistant", "Sure.", true],
    ]);
    expect(details.micLevel).toBe(0.3);
    expect(details.connectedAt).not.toBeNull();
  });

  it("drops events that arrive when no call runs", () => {
    t.sdk.emit("message", {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "hi",
    });
    t.sdk.emit("call-start");
    expect(t.voice.details.get().captions).toEqual([]);
    expect(t.voice.state.get()).toEqual(idleCallState);
  });
});

describe("the time cap", () => {
  /** A call that connects at once, on fake timers. */
  async function connectOnFakeTimers(maxSeconds?: number) {
    const started = t.voice.startCall("hero-assistant", "hero", undefined, maxSeconds);
    await vi.advanceTimersByTimeAsync(0);
    t.sdk.joined();
    await started;
    t.sdk.listening();
  }

  it("ends the call from the browser when VOICE_MAX_CALL_SECONDS have passed since it connected", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      await connectOnFakeTimers(600);
      const { connectedAt, endsAt } = t.voice.details.get();
      expect(endsAt! - connectedAt!).toBe(600_000);
      await vi.advanceTimersByTimeAsync(599_000);
      expect(t.voice.state.get().isCallActive).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(t.voice.state.get()).toMatchObject({ isCallActive: false, error: null });
      expect(t.voice.details.get().endsAt).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends nothing after a call that ended first, and a call without a cap runs on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      await connectOnFakeTimers(600);
      await t.voice.endCall();
      await connectOnFakeTimers();
      expect(t.voice.details.get().endsAt).toBeNull();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(t.voice.state.get().isCallActive).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
