import { useSyncExternalStore } from "react";
import { chatStore } from "./chat-conversation";
import { emptyChat } from "./chat-state";

/** The page's conversation (an empty one while rendering on the server). */
export function useChat() {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, () => emptyChat);
}
