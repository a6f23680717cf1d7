import type { ChatRole, ChatTurn } from "./conversation";

/**
 * Speakers named as the provider names them in a call's transcript ("AI: ...", "User: ..."), so
 * a chat reads like a call in the inbox, the CLI, the CSV and the webhook.
 */
const SPEAKER: Record<ChatRole, string> = { assistant: "AI", visitor: "User" };

/** A conversation as stored with its lead: one "Speaker: text" entry per turn. */
export function transcriptText(turns: readonly ChatTurn[]): string {
  return turns.map((turn) => `${SPEAKER[turn.role]}: ${turn.text.trim()}`).join("\n");
}
