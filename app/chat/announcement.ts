import type { LiveWords } from "~/language/live-words";
import type * as Chat from "~/content/chat";

/**
 * An answer longer than this is said from its start up to here, and the visitor reads or
 * navigates the rest in the conversation: minutes of speech with no way to skip helps nobody, and
 * laying out a whole 2,000-word answer in the live region would block a slow phone.
 */
const ANNOUNCED_LENGTH = 1500;

/** What the live region says once an answer is complete, in the chat's words. */
export function announcement(
  answer: string,
  words: Pick<LiveWords<typeof Chat>["chatCopy"], "answered" | "answeredLong">,
): string {
  if (answer.length <= ANNOUNCED_LENGTH) return words.answered(answer);
  const cut = answer.lastIndexOf(" ", ANNOUNCED_LENGTH);
  return words.answeredLong(answer.slice(0, cut > 0 ? cut : ANNOUNCED_LENGTH));
}
