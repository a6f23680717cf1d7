import { Bot } from "lucide";
import { Icon } from "~/ui/Icon";
import { ChatPanel } from "~/chat/ChatPanel";
import type { SiteWords } from "~/content/words";
import { liveWords, useLiveWords } from "~/language/live-words";

type ChatMock = SiteWords["home"]["chatMock"];

/**
 * The Chatbot Demo tab: a live chat with the assistant, loaded when the tab opens. Until the
 * visitor writes, the spec's sample conversation shows what the chatbot does.
 */
export function ChatDemoPanel({ mock: chatMock }: { mock: ChatMock }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col overflow-hidden rounded-3xl border border-white/10 bg-white shadow-2xl shadow-brand-950/40">
      <div className="flex items-center gap-3 bg-linear-to-r from-brand-600 to-accent-600 px-6 py-4 text-white">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/20">
          <Icon icon={Bot} className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold">{chatMock.assistantName}</h3>
          <p className="text-sm text-brand-100">{chatMock.status}</p>
        </div>
      </div>
      <ChatPanel logClassName="h-[26rem]" opening={<ExampleConversation chatMock={chatMock} />} />
    </div>
  );
}

function ExampleConversation({ chatMock }: { chatMock: ChatMock }) {
  const { chatCopy } = useLiveWords(liveWords.chat);
  return (
    <figure>
      <figcaption className="mb-3 text-center text-xs font-semibold tracking-wider text-ink-500 uppercase">
        {chatCopy.exampleLabel}
      </figcaption>
      <ul className="space-y-3">
        {chatMock.messages.map((message) => (
          <li
            key={message.text}
            className={`flex ${message.from === "visitor" ? "justify-end" : "justify-start"}`}
          >
            <p
              className={`max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed ${
                message.from === "visitor"
                  ? "rounded-br-md bg-brand-600/85 text-white"
                  : "rounded-bl-md border border-surface-200 bg-white text-ink-700"
              }`}
            >
              {message.text}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center text-sm font-medium text-brand-700">{chatCopy.exampleHint}</p>
    </figure>
  );
}
