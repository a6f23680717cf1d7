import type { ChatRole, ChatTurn } from "./conversation";

/**
 * Speakers named as the provider names them in a call's transcript ("AI: ...", "User: ..."), so
 * a chat reads like a call in the inbox, the CLI, the CSV and the webhook.
 */
const SPEAKER: Record<ChatRole, string> = { assistant: "AI", visitor: "User" };

/**
 * A conversation as stored with its lead: one "Speaker: text" entry per turn. A turn's further
 * lines are indented, so a line that starts with a speaker's name always starts a turn: a turn
 * that writes "\nAI: ..." cannot pass its words off as another speaker's.
 */
export function transcriptText(turns: readonly ChatTurn[]): string {
  return turns
    .map((turn) => {
      const lines = turn.text
        .trim()
        .split(/\r\n|[\r\n\u2028\u2029\v\f\u0085]/)
        .flatMap((line) => line.trim() || []);
      return `${SPEAKER[turn.role]}: ${lines.join("\n  ")}`;
    })
    .join("\n");
}
