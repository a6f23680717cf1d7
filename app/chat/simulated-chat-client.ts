import { simulatedChatAnswers } from "~/content/chat";
import type { ChatClient } from "./chat-client";

/** A word of the scripted answer arrives this often, in ms. */
const WORD_EVERY_MS = 40;

/**
 * VOICE_PROVIDER=simulated: a scripted assistant that streams its answers word by word, with a
 * session of its own so it goes on where the conversation is, and stops when asked. No network,
 * no account: for previewing and the end-to-end tests.
 */
export function simulatedChatClient(): ChatClient {
  const turns = new Map<string, number>();
  let sessions = 0;
  return {
    stream({ sessionId, signal }, onDelta) {
      const session = sessionId ?? `simulated-session-${(sessions += 1)}`;
      const turn = turns.get(session) ?? 0;
      turns.set(session, turn + 1);
      const answer = simulatedChatAnswers[Math.min(turn, simulatedChatAnswers.length - 1)]!;
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
