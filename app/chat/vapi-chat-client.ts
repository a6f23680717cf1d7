import type { CreateChatStreamResponse, CreateWebChatDTO } from "@vapi-ai/web/dist/api";
import { createParser } from "eventsource-parser";
import { ChatFailure, type ChatClient } from "./chat-client";
import type { ChatProblem } from "./chat-state";

/** Where each fragment of the answer's text goes (the provider's streamed Chat object). */
const ANSWER_TEXT_PATH = "chat.output[0].content";
/** The last event of a stream. */
const END_OF_STREAM = "[DONE]";

/**
 * The provider's web chat, `POST {apiUrl}/chat/web` with the public key, answered as server-sent
 * events of `{ id, sessionId, path, delta }` (docs/decisions/016-chat-with-the-assistant.md). The
 * stream is read with eventsource-parser; a stream that breaks off mid-answer is `dropped`.
 */
export function vapiChatClient({
  apiUrl,
  publicKey,
  assistantId,
  variableValues,
}: {
  apiUrl: string;
  publicKey: string;
  assistantId: string;
  /** The prompt's variables: `{{language}}`, the page's (the web chat overrides nothing else). */
  variableValues?: Record<string, string>;
}): ChatClient {
  return {
    async stream({ input, sessionId, signal }, onDelta) {
      const body: CreateWebChatDTO = {
        assistantId,
        input,
        stream: true,
        ...(variableValues ? { assistantOverrides: { variableValues } } : {}),
        ...(sessionId ? { sessionId } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/chat/web`, {
          method: "POST",
          headers: { Authorization: `Bearer ${publicKey}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal,
        });
      } catch (error) {
        throw signal.aborted ? error : new ChatFailure("unreachable");
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new ChatFailure(problemForStatus(response.status));
      }
      const parser = createParser({
        onEvent(event) {
          if (event.data === END_OF_STREAM) return;
          const fragment = answerFragment(event.data);
          if (fragment) onDelta(fragment.delta, fragment.sessionId);
        },
      });
      // Read as it comes, without a transform stream in between: a stream that breaks off
      // would discard what such a stream still held, and the visitor would lose the last words.
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return parser.feed(decoder.decode());
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        throw signal.aborted ? error : new ChatFailure("dropped");
      }
    },
  };
}

/** What a refused request means for the visitor: a bad key, no billing, too many requests. */
export function problemForStatus(status: number): ChatProblem {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 402) return "billing";
  if (status === 429) return "rate-limited";
  return "unreachable";
}

/** An event's text fragment, or null for anything else it may carry. */
function answerFragment(
  data: string,
): Pick<CreateChatStreamResponse, "delta" | "sessionId"> | null {
  try {
    const chunk = JSON.parse(data) as Partial<CreateChatStreamResponse> | null;
    if (chunk?.path !== ANSWER_TEXT_PATH || typeof chunk.delta !== "string") return null;
    return {
      delta: chunk.delta,
      sessionId: typeof chunk.sessionId === "string" ? chunk.sessionId : undefined,
    };
  } catch {
    return null;
  }
}
