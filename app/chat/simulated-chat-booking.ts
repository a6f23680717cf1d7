import type { Language } from "../../core/content/languages";
import { liveWords } from "~/language/live-words";
import {
  bookedReference,
  callSimulatedTool,
  offeredTimes,
  reasonOf,
  type OfferedTime,
  type SimulatedConversation,
} from "~/assistant/simulated-booking-tools";

const TIMES_OFFERED = 3;
const EMAIL = /[^\s,;<>]+@[^\s,;<>]+\.[^\s,;<>.]+/;

type Stage =
  { kind: "offered"; times: readonly OfferedTime[] } | { kind: "chosen"; time: OfferedTime };

/**
 * The simulated chat's booking: asked to book, it offers the next real free times, takes the
 * visitor's pick by its number, then a name and an e-mail address, and books through the same
 * tools as the simulated call. Null: not a booking turn (the script answers it).
 */
export function createSimulatedChatBooking(language: Language) {
  const stages = new Map<string, Stage>();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const conversation = (session: string): SimulatedConversation => ({
    id: session,
    channel: "chat",
    placement: null,
    timeZone,
  });

  async function offer(session: string, line: string, ok: boolean, before = "") {
    const { simulatedChatBooking: say } = await liveWords.chat(language);
    const offered = offeredTimes(line);
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
    const reference = bookedReference(booked.line);
    if (reference) {
      stages.delete(session);
      return say.booked(stage.time.words, reference, email);
    }
    return offer(session, booked.line, booked.ok, `${reasonOf(booked.line)} `);
  };
}
