import type { ChatRole } from "../../core/chat/conversation";

/**
 * The page's one conversation with the chat assistant and its transitions. No React and no
 * network here: the conversation controller feeds it transitions, components read it.
 */

/** Why an answer did not come, each with its own words and a way out (app/content/chat.ts). */
export type ChatProblem =
  "unauthorized" | "billing" | "rate-limited" | "dropped" | "unreachable" | "not-configured";

export interface ChatMessage {
  /** Unique within a conversation: React's key, and how an answer is announced only once. */
  id: number;
  role: ChatRole;
  text: string;
  /** An answer still arriving; the visitor's messages are complete at once. */
  streaming: boolean;
  /** How an unfinished answer ended: the visitor stopped it, or the connection dropped. */
  ending?: "stopped" | "cut-off";
}

export interface ChatState {
  messages: readonly ChatMessage[];
  /** `waiting`: sent, no word back yet; `streaming`: the answer is arriving. */
  status: "idle" | "waiting" | "streaming";
  problem: ChatProblem | null;
  /** The provider's session: sent with every message, so the assistant remembers. */
  sessionId: string | null;
  nextId: number;
}

export type ChatTransition =
  | { type: "sent"; text: string }
  | { type: "delta"; text: string; sessionId?: string }
  | { type: "finished" }
  | { type: "stopped" }
  | { type: "failed"; problem: ChatProblem }
  | { type: "cleared" };

export const emptyChat: ChatState = Object.freeze({
  messages: [],
  status: "idle",
  problem: null,
  sessionId: null,
  nextId: 1,
});

export const isAnswering = (state: ChatState) => state.status !== "idle";

/** The answer being written, the conversation's last message while one is. */
function withAnswer(state: ChatState, change: (answer: ChatMessage) => ChatMessage | null) {
  const answer = state.messages.at(-1);
  if (!answer || !answer.streaming) return state.messages;
  const changed = change(answer);
  return changed ? [...state.messages.slice(0, -1), changed] : state.messages.slice(0, -1);
}

/** An answer ended before it was complete: kept with what arrived, or dropped when nothing did. */
const endedEarly = (ending: ChatMessage["ending"]) => (answer: ChatMessage) =>
  answer.text ? { ...answer, streaming: false, ending } : null;

export function nextChatState(state: ChatState, transition: ChatTransition): ChatState {
  switch (transition.type) {
    case "sent": {
      // One answer at a time: a message sent while one arrives waits for Stop.
      if (isAnswering(state)) return state;
      const id = state.nextId;
      return {
        ...state,
        status: "waiting",
        problem: null,
        nextId: id + 2,
        messages: [
          ...state.messages,
          { id, role: "visitor", text: transition.text, streaming: false },
          { id: id + 1, role: "assistant", text: "", streaming: true },
        ],
      };
    }
    case "delta":
      if (!isAnswering(state)) return state;
      return {
        ...state,
        status: "streaming",
        sessionId: state.sessionId ?? transition.sessionId ?? null,
        messages: withAnswer(state, (answer) => ({
          ...answer,
          text: answer.text + transition.text,
        })),
      };
    case "finished":
      if (!isAnswering(state)) return state;
      return {
        ...state,
        status: "idle",
        messages: withAnswer(state, (answer) =>
          answer.text ? { ...answer, streaming: false } : null,
        ),
      };
    case "stopped":
      if (!isAnswering(state)) return state;
      return { ...state, status: "idle", messages: withAnswer(state, endedEarly("stopped")) };
    case "failed":
      return {
        ...state,
        status: "idle",
        problem: transition.problem,
        messages: withAnswer(state, endedEarly("cut-off")),
      };
    case "cleared":
      return emptyChat;
  }
}

/**
 * The answer that became complete between two states, for the screen reader to hear once:
 * neither a fragment nor a stopped or cut-off answer.
 */
export function completedAnswer(previous: ChatState, next: ChatState): ChatMessage | null {
  const answer = next.messages.at(-1);
  if (!answer || answer.role !== "assistant" || answer.streaming || answer.ending) return null;
  const before = previous.messages.find((message) => message.id === answer.id);
  return before?.streaming ? answer : null;
}
