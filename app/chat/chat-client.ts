import type { ChatProblem } from "./chat-state";

/** One message to the assistant; `sessionId` null starts a new conversation. */
export interface ChatRequest {
  input: string;
  sessionId: string | null;
  /** Stop: the answer ends where it is. */
  signal: AbortSignal;
}

/** Each fragment of the answer as it arrives, with the session it belongs to when told. */
export type OnDelta = (text: string, sessionId?: string) => void;

/**
 * Sends one message and hands over its answer fragment by fragment; resolves when the answer is
 * complete and rejects with a ChatFailure when it cannot be had (or with the abort, on Stop).
 */
export interface ChatClient {
  stream(request: ChatRequest, onDelta: OnDelta): Promise<void>;
}

export class ChatFailure extends Error {
  constructor(readonly problem: ChatProblem) {
    super(`chat: ${problem}`);
  }
}
