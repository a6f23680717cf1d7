/**
 * A conversation in the site's chat with the assistant: what the browser keeps, sends with "Send
 * this conversation to the team" and the server stores with the lead. Shared by both sides, so
 * neither accepts what the other would refuse; it imports neither app/ nor server/.
 */

export type ChatRole = "visitor" | "assistant";

export interface ChatTurn {
  role: ChatRole;
  text: string;
}

/** The longest message a visitor may type; the box shows how much is left. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/**
 * The most of a conversation that goes to the team: the latest turns that add up to this many
 * characters. It keeps the post well under the server's limit (CHAT_LEAD_MAX_BYTES) even in a
 * script of three bytes a character.
 */
export const CHAT_TRANSCRIPT_MAX_LENGTH = 20_000;

/** And at most this many turns: a conversation of a hundred questions and answers. */
export const CHAT_TRANSCRIPT_MAX_TURNS = 200;

/** A post with a transcript is larger than a contact form's: up to this many bytes. */
export const CHAT_LEAD_MAX_BYTES = 96 * 1024;

/**
 * The latest turns whose text adds up to at most `maxLength` characters, and at most
 * CHAT_TRANSCRIPT_MAX_TURNS of them, oldest first; a turn that would cross a limit and everything
 * before it are left out. Empty turns (an answer stopped before its first word) are left out too.
 */
export function latestTurns(
  turns: readonly ChatTurn[],
  maxLength = CHAT_TRANSCRIPT_MAX_LENGTH,
): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let length = 0;
  for (let index = turns.length - 1; index >= 0; index--) {
    const turn = turns[index]!;
    if (!turn.text.trim()) continue;
    length += turn.text.length;
    if (length > maxLength || kept.length === CHAT_TRANSCRIPT_MAX_TURNS) break;
    kept.unshift(turn);
  }
  return kept;
}
