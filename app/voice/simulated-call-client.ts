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
 * microphone, network or account. For end-to-end tests and previewing the call states.
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
