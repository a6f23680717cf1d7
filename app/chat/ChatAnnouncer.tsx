import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { createExternalStore } from "~/assistant/external-store";
import { liveWords, useLiveWords } from "~/language/live-words";
import { announcement } from "./announcement";
import { completedAnswer } from "./chat-state";
import { useChat } from "./use-chat";

/** The announcers mounted now, in order: only the first speaks, so an answer is heard once. */
const mounted = createExternalStore<readonly string[]>([]);

/**
 * A polite live region, present before the first message, that says each answer once it is
 * complete: never its fragments, which the visible conversation shows as they arrive. The demo
 * tab and the widget may both show the chat on one page; one of them speaks.
 */
export function ChatAnnouncer() {
  const id = useId();
  const chat = useChat();
  const { chatCopy } = useLiveWords(liveWords.chat);
  const previous = useRef(chat);
  const [message, setMessage] = useState("");
  const speaks = useSyncExternalStore(
    mounted.subscribe,
    () => mounted.get()[0] === id,
    () => false,
  );

  useEffect(() => {
    mounted.set([...mounted.get(), id]);
    return () => mounted.set(mounted.get().filter((other) => other !== id));
  }, [id]);

  useEffect(() => {
    const answer = completedAnswer(previous.current, chat);
    previous.current = chat;
    if (answer) setMessage(announcement(answer.text, chatCopy));
  }, [chat, chatCopy]);

  return (
    <div role="status" className="sr-only">
      {speaks ? message : ""}
    </div>
  );
}
