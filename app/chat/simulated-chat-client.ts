import type { Language } from "../../core/content/languages";
import { liveWords } from "~/language/live-words";
import type { ChatClient } from "./chat-client";
import { createSimulatedChatBooking } from "./simulated-chat-booking";

/** A word of the scripted answer arrives this often, in ms. */
const WORD_EVERY_MS = 40;

/**
 * VOICE_PROVIDER=simulated: a scripted assistant that streams its answers word by word, with a
 * session of its own so it goes on where the conversation is, and stops when asked. No account:
 * for previewing and the end-to-end tests. Asked to book, it books a real free time.
 */
export function simulatedChatClient(language: Language): ChatClient {
  const turns = new Map<string, number>();
  let sessions = 0;
  const booking = createSimulatedChatBooking(language);
  return {
    async stream({ input, sessionId, signal }, onDelta) {
      const session = sessionId ?? `simulated-chat-${Date.now().toString(36)}-${(sessions += 1)}`;
      const turn = turns.get(session) ?? 0;
      const booked = await booking(session, input);
      if (booked === null) turns.set(session, turn + 1);
      const { simulatedChatAnswers } = await liveWords.chat(language);
      const answer =
        booked ?? simulatedChatAnswers[Math.min(turn, simulatedChatAnswers.length - 1)]!;
      const words = answer.split(/(?<= )/);
      return new Promise<void>((resolve, reject) => {
        let next = 0;
        const timer = setInterval(() => {
          onDelta(words[next]!, session);
          next += 1;
          if (next < words.length) return;
          clearInterval(timer);
          resolve();
        }, WORD_EVERY_MS);
        signal.addEventListener("abort", () => {
          clearInterval(timer);
          reject(signal.reason);
        });
      });
    },
  };
}
