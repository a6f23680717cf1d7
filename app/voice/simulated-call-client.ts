import { simulatedConversation } from "~/content/voice-simulation";
import type { CallClient } from "./call-controller";

/** Scripted timings of the simulated provider, in ms. */
const JOIN_MS = 400;
const LISTENING_MS = 500;
const LINE_EVERY_MS = 1800;
const LEVEL_EVERY_MS = 100;

type Listener = (...args: never[]) => void;

/**
 * VOICE_PROVIDER=simulated: a stand-in for the Vapi SDK that emits the same events on a script
 * (joins, listens after about 0.5 s, speaks a few caption lines, ends when asked), without a
 * network or account. It asks for the microphone as a real call does, and lets it go at once, so
 * a blocked or missing microphone reads as it would. For end-to-end tests and previewing.
 */
export class SimulatedCallClient implements CallClient {
  private listeners = new Map<string, Set<Listener>>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private running = false;
  private muted = false;
  private finishJoin: (() => void) | null = null;

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }

  private after(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  async start(assistantId: string) {
    if (this.running) return null;
    this.running = true;
    this.muted = false;
    const refusal = await microphoneRefusal();
    if (refusal) {
      this.running = false;
      // The SDK reports getUserMedia failures as `camera-error`, with Daily's error type.
      this.emit("camera-error", { error: { type: refusal } });
      return null;
    }
    await new Promise<void>((resolve) => {
      this.finishJoin = resolve;
      this.after(JOIN_MS, resolve);
    });
    this.finishJoin = null;
    if (!this.running) return null;
    this.after(LISTENING_MS - JOIN_MS, () => {
      this.emit("call-start");
      this.speak();
      this.meter(0);
    });
    return { id: `simulated-${assistantId}`, webCallUrl: "simulated" };
  }

  private speak() {
    simulatedConversation.forEach((line, index) => {
      const at = LINE_EVERY_MS * index;
      const words = line.text.split(" ");
      const partial = words.slice(0, Math.ceil(words.length / 2)).join(" ");
      const message = (transcriptType: string, transcript: string) => ({
        type: "transcript",
        role: line.role,
        transcriptType,
        transcript,
      });
      this.after(at + 200, () => this.emit("message", message("partial", partial)));
      this.after(at + 900, () => this.emit("message", message("final", line.text)));
    });
  }

  /** A gently varying microphone level; zero while muted, as a real muted track would read. */
  private meter(tick: number) {
    const level = this.muted ? 0 : 0.12 + 0.1 * Math.abs(Math.sin(tick / 4));
    this.emit("local-volume-level", level);
    this.after(LEVEL_EVERY_MS, () => this.meter(tick + 1));
  }

  async stop() {
    if (!this.running) return;
    this.running = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.finishJoin?.();
    this.emit("call-end");
    this.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "customer-ended-call",
    });
  }

  setMuted(muted: boolean) {
    this.muted = muted;
  }

  isMuted() {
    return this.muted;
  }
}

/** The browser's answer to a request for the microphone, as Daily names a refusal; null: granted. */
async function microphoneRefusal(): Promise<string | null> {
  if (!navigator.mediaDevices?.getUserMedia) return "undefined-mediadevices";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    if (name === "NotFoundError" || name === "OverconstrainedError") return "not-found";
    if (name === "NotReadableError") return "mic-in-use";
    return "permissions";
  }
}
