import { MessageCircleQuestion, Send, Square, Trash2, UsersRound } from "lucide";
import { Icon } from "~/ui/Icon";
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../core/chat/conversation";
import { chatPrivacyAnchor } from "~/content/privacy-anchors";
import { liveWords, useLiveWords, usePageLanguageCode } from "~/language/live-words";
import { usePaths } from "~/language/page-language";
import { loadVoiceConfig, useVoiceConfig } from "~/assistant/assistant-config";
import { ChatAnnouncer } from "./ChatAnnouncer";
import { Bubble } from "./ChatBubble";
import { clearConversation, sendMessage, stopAnswer } from "./chat-conversation";
import { isAnswering } from "./chat-state";
import type { ChatPlacement } from "../../core/insights/insight-events";
import { useChat } from "./use-chat";
import { WriteInstead } from "./WriteInstead";
import { BookInsteadLink } from "~/assistant/BookInsteadLink";

const SendToTeam = lazy(() =>
  import("./SendToTeam").then((module) => ({ default: module.SendToTeam })),
);

const quietButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-600 transition hover:bg-surface-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The chat with the assistant: the conversation as it streams in, the box to write in with Send
 * (Stop while an answer arrives), Clear, and "Send this conversation to the team". Shown in the
 * home page's demo tab and in the widget; both show the page's one conversation.
 */
export function ChatPanel({
  opening,
  logClassName = "",
  compact = false,
}: {
  /** Shown until the first message: the demo tab's example conversation. */
  opening?: ReactNode;
  logClassName?: string;
  /** In the widget's narrow panel: Clear as an icon (as it is on a phone anyway). */
  compact?: boolean;
}) {
  const chat = useChat();
  const config = useVoiceConfig();
  const { chatCopy, sendToTeamCopy } = useLiveWords(liveWords.chat);
  const { privacyPolicy } = usePaths();
  const [sendFormOpen, setSendFormOpen] = useState(false);
  const logRef = useStickToBottom(chat.messages);
  const answered = chat.messages.some((message) => message.role === "assistant" && message.text);

  useEffect(() => {
    // The simulated provider's note depends on it; the first message loads it anyway.
    loadVoiceConfig().catch(() => undefined);
  }, []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChatAnnouncer />
      <div
        ref={logRef}
        role="region"
        aria-label={chatCopy.logLabel}
        tabIndex={0}
        className={`min-h-0 space-y-4 overflow-y-auto bg-surface-50 px-4 py-4 contain-strict focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 ${logClassName}`}
      >
        <p className="rounded-2xl border border-surface-200 bg-white px-3.5 py-2.5 text-xs leading-relaxed text-ink-600">
          {chatCopy.disclosure}{" "}
          <Link
            to={`${privacyPolicy}#${chatPrivacyAnchor}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {chatCopy.disclosureLink}
          </Link>
          {config?.provider === "simulated" && (
            <span className="mt-1 block font-medium text-warning-800">{chatCopy.simulation}</span>
          )}
        </p>
        {chat.messages.length === 0 &&
          (opening ?? (
            <p className="flex items-center gap-2 px-1 pt-2 text-sm text-ink-600">
              <Icon icon={MessageCircleQuestion} className="size-5 text-brand-500" />
              {chatCopy.emptyHint}
            </p>
          ))}
        {chat.messages.length > 0 && (
          <ol className="space-y-3">
            {chat.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      {chat.problem && (
        <div
          role="alert"
          className="border-t border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800 sm:px-5"
        >
          <p className="font-medium">{chatCopy.problems[chat.problem]}</p>
          <WriteInstead className="mt-1 mr-4 inline-block" />
          <BookInsteadLink
            via={{ channel: "chat", placement: compact ? "widget" : "demo" }}
            className="mt-1 inline-block"
          />
        </div>
      )}
      <Composer answering={isAnswering(chat)} placement={compact ? "widget" : "demo"} />
      {chat.messages.length > 0 && !sendFormOpen && (
        <div className="flex flex-wrap items-center justify-between gap-1 border-t border-surface-100 bg-white px-2 py-1.5">
          {answered ? (
            <button type="button" onClick={() => setSendFormOpen(true)} className={quietButton}>
              <Icon icon={UsersRound} className="size-4 text-brand-600" />
              {sendToTeamCopy.open}
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={clearConversation}
            title={chatCopy.clear}
            className={quietButton}
          >
            <Icon icon={Trash2} className="size-4" />
            <span className={compact ? "sr-only" : "max-sm:sr-only"}>{chatCopy.clear}</span>
          </button>
        </div>
      )}
      {sendFormOpen && (
        <Suspense>
          <SendToTeam onClose={() => setSendFormOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The box to write in, its count against the limit, and Send or, while an answer arrives, Stop.
 * Not drawn again for each fragment of an answer.
 */
const Composer = memo(function Composer({
  answering,
  placement,
}: {
  answering: boolean;
  placement: ChatPlacement;
}) {
  const [draft, setDraft] = useState("");
  const { chatCopy } = useLiveWords(liveWords.chat);
  const language = usePageLanguageCode();
  const inputId = useId();
  const countId = useId();
  const tooLong = draft.trim().length > CHAT_MESSAGE_MAX_LENGTH;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (answering || tooLong || !draft.trim()) return;
    void sendMessage(draft, placement, language);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; an input method's Enter only confirms a word.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={send} className="border-t border-surface-200 bg-white px-3 pt-3 pb-2 sm:px-4">
      <label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={chatCopy.inputPlaceholder}
          aria-describedby={countId}
          aria-invalid={tooLong || undefined}
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-surface-300 bg-white px-4 py-2.5 text-base text-ink-900 transition placeholder:text-ink-500 hover:border-surface-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none aria-invalid:border-danger-500"
        />
        {answering ? (
          <button
            type="button"
            onClick={stopAnswer}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-surface-300 bg-white px-4 font-semibold text-ink-800 transition hover:border-danger-300 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon icon={Square} className="size-4 fill-current" />
            {chatCopy.stop}
          </button>
        ) : (
          <button
            type="submit"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-linear-to-r from-brand-600 to-accent-600 px-5 font-semibold text-white shadow-md shadow-brand-600/25 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon icon={Send} className="size-4" />
            {chatCopy.send}
          </button>
        )}
      </div>
      <p
        id={countId}
        className={`mt-1.5 px-2 text-xs tabular-nums ${tooLong ? "font-semibold text-danger-700" : "text-ink-500"}`}
      >
        {tooLong
          ? chatCopy.tooLong(CHAT_MESSAGE_MAX_LENGTH)
          : chatCopy.characterCount(draft.length, CHAT_MESSAGE_MAX_LENGTH)}
      </p>
    </form>
  );
});

/** Keeps the conversation scrolled to its end as it grows, unless the visitor scrolled up to read. */
function useStickToBottom(content: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useEffect(() => {
    const log = ref.current;
    if (!log) return;
    const follow = () => {
      pinned.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
    };
    log.addEventListener("scroll", follow, { passive: true });
    return () => log.removeEventListener("scroll", follow);
  }, []);
  useEffect(() => {
    const log = ref.current;
    // An empty conversation stays at its top, where the disclosure is.
    if (!log || !pinned.current || content.length === 0) return;
    // In the frame that draws the new words, which lays them out anyway.
    const frame = requestAnimationFrame(() => (log.scrollTop = log.scrollHeight));
    return () => cancelAnimationFrame(frame);
  }, [content]);
  return ref;
}
