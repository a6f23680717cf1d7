import { latestTurns, type ChatTurn } from "../../core/chat/conversation";
import type { ChatMessage } from "./chat-state";

/**
 * What the visitor wrote in the chat, one message a paragraph: the message of a lead sent to the
 * team, and the start of "Write to us instead".
 */
export function visitorWrote(messages: readonly ChatMessage[]): string {
  return messages
    .filter((message) => message.role === "visitor")
    .map((message) => message.text)
    .join("\n\n");
}

/** The conversation as sent to the team: its latest turns, within the transcript's limit. */
export function transcriptOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return latestTurns(messages.map(({ role, text }) => ({ role, text })));
}
