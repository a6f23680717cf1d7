import { Bot } from "lucide-react";
import { chatMock } from "~/content/demo-mocks";

/** A static chatbot conversation: the input and Send button are deliberately not wired up. */
export function ChatMock() {
  const chat = chatMock;
  return (
    <div className="mx-auto max-w-2xl overflow-hidden rounded-3xl border border-white/10 bg-white shadow-2xl shadow-indigo-950/40">
      <div className="flex items-center gap-3 bg-linear-to-r from-indigo-600 to-violet-600 px-6 py-4 text-white">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/20">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold">{chat.assistantName}</h3>
          <p className="text-sm text-indigo-100">{chat.status}</p>
        </div>
      </div>
      <ul className="space-y-4 bg-slate-50 px-6 py-6">
        {chat.messages.map((message) => (
          <li
            key={message.text}
            className={`flex ${message.from === "visitor" ? "justify-end" : "justify-start"}`}
          >
            <p
              className={`max-w-[80%] rounded-2xl px-4 py-3 ${
                message.from === "visitor"
                  ? "rounded-br-md bg-indigo-600 text-white"
                  : "rounded-bl-md border border-slate-200 bg-white text-slate-800"
              }`}
            >
              {message.text}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex gap-3 border-t border-slate-200 bg-white p-4">
        <input
          type="text"
          aria-label={chat.inputLabel}
          placeholder={chat.inputPlaceholder}
          className="min-h-11 flex-1 rounded-full border border-slate-300 px-4 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-indigo-600 px-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {chat.sendLabel}
        </button>
      </div>
      <p className="bg-white px-6 pb-4 text-sm text-slate-600">{chat.note}</p>
    </div>
  );
}
