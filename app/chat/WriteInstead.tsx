import { Link } from "react-router";
import { liveWords, useLiveWords } from "~/language/live-words";
import { usePaths } from "~/language/page-language";
import { visitorWrote } from "./conversation-text";
import { useChat } from "./use-chat";

/**
 * "Write to us instead": the contact form, with the chatbot interest chosen and what the visitor
 * wrote in the chat as the start of the message.
 */
export function WriteInstead({ className = "" }: { className?: string }) {
  const { messages } = useChat();
  const { chatCopy } = useLiveWords(liveWords.chat);
  const { contact } = usePaths();
  const wrote = visitorWrote(messages);
  return (
    <Link
      to={`${contact}?interest=${encodeURIComponent(chatCopy.interest)}`}
      state={{
        primaryInterest: chatCopy.interest,
        message: wrote ? `${chatCopy.carriedOver}\n${wrote}` : "",
      }}
      className={`font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      {chatCopy.writeInstead}
    </Link>
  );
}
