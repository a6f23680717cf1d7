import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import { liveWords, type LiveWords } from "~/language/live-words";
import type * as VoiceSimulation from "~/content/voice-simulation";
import type { CallClient } from "./call-client";
import type { CallContext } from "./call-consent";
import {
  bookedReference,
  callSimulatedTool,
  codeRefusal,
  heldReference,
  offeredTimes,
  reasonOf,
  type OfferedTime,
  type SimulatedConversation,
} from "~/assistant/simulated-booking-tools";
import { simulatedReplies, type CallerDetails } from "./simulated-booking";

/** Scripted timings of the simulated provider, in ms. */
const JOIN_MS = 400;
const LISTENING_MS = 500;
const LINE_EVERY_MS = 1800;
const LEVEL_EVERY_MS = 100;
/** Free times the assistant offers aloud: a choice, not a list. */
const TIMES_OFFERED = 3;

type Listener = (...args: never[]) => void;
type Script = LiveWords<typeof VoiceSimulation>["simulatedCall"];

/**
 * VOICE_PROVIDER=simulated: a stand-in for the Vapi SDK that emits the same events on a script
 * (joins, listens after about 0.5 s, speaks caption lines, ends when asked), without an account.
 * It books for real: it asks the site's booking tools for free times (as the simulated chat
 * does, ~/assistant/simulated-booking-tools.ts) and books the one the visitor picks under the
 * captions (simulated-booking.ts). It asks for the microphone as a real call does, and lets it
 * go at once, so a blocked or missing microphone reads as it would.
 */
export class SimulatedCallClient implements CallClient {
  private listeners = new Map<string, Set<Listener>>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private running = false;
  private muted = false;
  private finishJoin: (() => void) | null = null;
  /** Each call's script stops when this moves on. */
  private callNumber = 0;

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

  async start(assistantId: string, overrides?: { metadata?: CallContext }) {
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
    const callNumber = (this.callNumber += 1);
    // The call's language: the page's, which its context names. The script and the tools speak it.
    const language = overrides?.metadata?.language ?? SOURCE_LANGUAGE;
    const conversation: SimulatedConversation = {
      id: `simulated-${assistantId}-${Date.now().toString(36)}`,
      channel: "call",
      placement: overrides?.metadata?.placement ?? null,
      timeZone: overrides?.metadata?.timeZone ?? null,
      language,
    };
    const script = await liveWords.simulation(language);
    if (!this.running) return null;
    this.after(LISTENING_MS - JOIN_MS, () => {
      this.emit("call-start");
      this.meter(0);
      void this.bookingScript(
        conversation,
        script.simulatedCall,
        () => this.running && this.callNumber === callNumber,
      );
    });
    return { id: conversation.id, webCallUrl: "simulated" };
  }

  /** Says a line as the provider captions it: half of it first, then all of it. */
  private say(role: "assistant" | "user", text: string) {
    const words = text.split(" ");
    const partial = words.slice(0, Math.ceil(words.length / 2)).join(" ");
    const message = (transcriptType: string, transcript: string) => ({
      type: "transcript",
      role,
      transcriptType,
      transcript,
    });
    return new Promise<void>((resolve) => {
      this.after(200, () => this.emit("message", message("partial", partial)));
      this.after(900, () => this.emit("message", message("final", text)));
      this.after(LINE_EVERY_MS, resolve);
    });
  }

  /** Greets, offers real free times, and books the one the visitor picks with their details. */
  private async bookingScript(
    conversation: SimulatedConversation,
    say: Script,
    live: () => boolean,
  ) {
    await this.say("assistant", say.greeting);
    if (!live()) return;
    await this.say("user", say.visitorAsks);
    if (!live()) return;
    let answer = await callSimulatedTool(conversation, "check_availability", {});
    while (live()) {
      const offered = offeredTimes(answer.line, conversation);
      const times = offered.times.slice(0, TIMES_OFFERED);
      if (times.length === 0) {
        await this.say("assistant", answer.ok ? say.noTimes : say.unreachable);
        return;
      }
      await this.say(
        "assistant",
        say.offer(
          times.map((time) => time.words),
          offered.zone,
        ),
      );
      const time = live() ? await simulatedReplies.chooseTime(times) : null;
      if (!time || !live()) return;
      await this.say("user", say.visitorPicks(time.words));
      if (!live()) return;
      const details = await this.askDetails(time, say, live);
      if (!details) return;
      answer = await callSimulatedTool(conversation, "book_appointment", {
        start: time.start,
        ...details,
      });
      if (!live()) return;
      const held = heldReference(answer.line);
      if (held) {
        const confirmed = await this.confirmByCode(conversation, held, details.email, say, live);
        if (!confirmed || !live()) return;
        answer = confirmed;
      }
      const reference = bookedReference(answer.line);
      if (reference) {
        await this.say("assistant", say.booked(time.words, reference, details.email));
        if (live()) await this.say("assistant", say.wrap);
        return;
      }
      await this.say("assistant", say.notBooked(reasonOf(answer.line, conversation.language)));
      // A refusal that offers no times (a hold that ran out, a cap) asks for them afresh.
      if (live() && offeredTimes(answer.line, conversation).times.length === 0) {
        answer = await callSimulatedTool(conversation, "check_availability", {});
      }
    }
  }

  /**
   * A held time is booked once the visitor reads back the code e-mailed to them: the assistant
   * asks for it, and again while it does not match. Null when the call ended meanwhile.
   */
  private async confirmByCode(
    conversation: SimulatedConversation,
    reference: string,
    email: string,
    say: Script,
    live: () => boolean,
  ): Promise<Awaited<ReturnType<typeof callSimulatedTool>> | null> {
    let ask = say.askCode(email);
    for (;;) {
      const pending = this.say("assistant", ask);
      const code = await simulatedReplies.giveCode(email);
      await pending;
      if (!code || !live()) return null;
      await this.say("user", say.visitorReadsCode(code));
      if (!live()) return null;
      const answer = await callSimulatedTool(conversation, "confirm_appointment", {
        reference,
        email,
        code,
      });
      if (bookedReference(answer.line) || !live()) return answer;
      const refusal = codeRefusal(answer.line, conversation.language);
      if (!refusal.tryAgain) return { ...answer, line: refusal.reason };
      ask = say.codeAgain(refusal.reason);
    }
  }

  private async askDetails(
    time: OfferedTime,
    say: Script,
    live: () => boolean,
  ): Promise<CallerDetails | null> {
    const pending = this.say("assistant", say.askDetails);
    const details = await simulatedReplies.giveDetails(time);
    await pending;
    if (!details || !live()) return null;
    await this.say("user", say.visitorGives(details.name, details.email));
    return live() ? details : null;
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
    simulatedReplies.cancel();
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
