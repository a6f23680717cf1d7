import { z } from "zod";
import type { ChatTurn } from "../../core/chat/conversation";

/**
 * A tool called during a chat reaches the server URL with `message.chat` (the provider's Chat
 * object: id, session, the messages so far) where a call's message has `message.call`
 * (docs/decisions/016-chat-with-the-assistant.md). Read leniently, like every provider message.
 */
const chatMessage = z.object({ role: z.string(), content: z.string() }).nullable().catch(null);

const providerChat = z
  .object({
    id: z.string().nullish().catch(undefined),
    sessionId: z.string().nullish().catch(undefined),
    messages: z.array(chatMessage).nullish().catch(undefined),
  })
  .nullish()
  .catch(undefined);

const ROLES: Record<string, ChatTurn["role"]> = { user: "visitor", assistant: "assistant" };

/**
 * The chat a provider message is about, with what the visitor and the assistant wrote and the
 * session its chats share (or its own id); null for a call.
 */
export function providerChatFrom(message: {
  chat?: unknown;
  call?: unknown;
}): { turns: ChatTurn[]; session: string | null } | null {
  if (message.call) return null;
  const chat = providerChat.parse(message.chat);
  if (!chat) return null;
  const turns = (chat.messages ?? []).flatMap((entry) => {
    const role = entry && ROLES[entry.role];
    return role && entry.content.trim() ? [{ role, text: entry.content }] : [];
  });
  return { turns, session: chat.sessionId || chat.id || null };
}
