import type { Language } from "../../core/content/languages";
import { liveWords } from "~/language/live-words";
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

const TIMES_OFFERED = 3;
const EMAIL = /[^\s,;<>]+@[^\s,;<>]+\.[^\s,;<>.]+/;

type Stage =
  | { kind: "offered"; times: readonly OfferedTime[] }
  | { kind: "chosen"; time: OfferedTime }
  /** Held: the code e-mailed to `email` confirms it. */
  | { kind: "held"; time: OfferedTime; reference: string; email: string };

/**
 * The simulated chat's booking: asked to book, it offers the next real free times, takes the
 * visitor's pick by its number, then a name and an e-mail address, holds the time and books it
 * once the visitor types the code e-mailed to them, through the same tools as the simulated call.
 * Null: not a booking turn (the script answers it).
 */
export function createSimulatedChatBooking(
  language: Language,
  /** The browser's zone: the times are offered and booked in it. */
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) {
  const stages = new Map<string, Stage>();
  const conversation = (session: string): SimulatedConversation => ({
    id: session,
    channel: "chat",
    placement: null,
    timeZone,
    language,
  });

  async function offer(session: string, line: string, ok: boolean, before = "") {
    const { simulatedChatBooking: say } = await liveWords.chat(language);
    const offered = offeredTimes(line, { language, timeZone });
    const times = offered.times.slice(0, TIMES_OFFERED);
    if (times.length === 0) {
      stages.delete(session);
      return `${before}${ok ? say.noTimes : say.unreachable}`;
    }
    stages.set(session, { kind: "offered", times });
    return `${before}${say.offer(
      offered.zone,
      times.map((time) => time.words),
    )}`;
  }

  return async function answer(session: string, input: string): Promise<string | null> {
    const { asksToBook, simulatedChatBooking: say } = await liveWords.chat(language);
    const stage = stages.get(session);
    if (!stage) {
      if (!asksToBook.test(input)) return null;
      const checked = await callSimulatedTool(conversation(session), "check_availability", {
        timeZone,
      });
      return offer(session, checked.line, checked.ok);
    }
    if (stage.kind === "held") return confirm(session, stage, input);
    if (stage.kind === "offered") {
      const picked = stage.times[Number(/\d+/.exec(input)?.[0] ?? 0) - 1];
      if (!picked) return say.pickAgain(stage.times.length);
      stages.set(session, { kind: "chosen", time: picked });
      return say.askDetails(picked.words);
    }
    const email = EMAIL.exec(input)?.[0];
    const name = input
      .replace(EMAIL, "")
      .replace(/^\s*(i'?m|i am|my name is|name:)\s*/i, "")
      .replace(/[\s,;.]+$/, "")
      .trim();
    if (!email || !name) return say.askEmail;
    const booked = await callSimulatedTool(conversation(session), "book_appointment", {
      start: stage.time.start,
      name,
      email,
      timeZone,
    });
    const held = heldReference(booked.line);
    if (held) {
      stages.set(session, { kind: "held", time: stage.time, reference: held, email });
      return say.askCode(email);
    }
    return offer(session, booked.line, booked.ok, `${reasonOf(booked.line, language)} `);
  };

  async function confirm(session: string, stage: Extract<Stage, { kind: "held" }>, input: string) {
    const { simulatedChatBooking: say } = await liveWords.chat(language);
    const code = /\d[\d\s-]*\d/.exec(input)?.[0];
    if (!code) return say.askCode(stage.email);
    const { reference, email } = stage;
    const answer = await callSimulatedTool(conversation(session), "confirm_appointment", {
      reference,
      email,
      code,
    });
    if (bookedReference(answer.line)) {
      stages.delete(session);
      return say.booked(stage.time.words, reference, email);
    }
    const refusal = codeRefusal(answer.line, language);
    if (refusal.tryAgain) return say.codeAgain(refusal.reason);
    stages.delete(session);
    return say.notBooked(refusal.reason);
  }
}
