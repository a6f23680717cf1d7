import { memo } from "react";
import { liveWords, useLiveWords } from "~/language/live-words";
import type { ChatMessage } from "./chat-state";

/** One message; only the answer that is arriving changes, so the others are not drawn again. */
export const Bubble = memo(function Bubble({ message }: { message: ChatMessage }) {
  const visitor = message.role === "visitor";
  const { chatCopy } = useLiveWords(liveWords.chat);
  return (
    <li className={`flex ${visitor ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed ${
          visitor
            ? "rounded-br-md bg-brand-600 text-white"
            : "rounded-bl-md border border-surface-200 bg-white text-ink-800 shadow-xs"
        }`}
      >
        <span className="sr-only">{chatCopy.speakers[message.role]}: </span>
        {message.text ? (
          <p className="break-words whitespace-pre-wrap">
            {pieces(message.text).map((piece, index, all) => (
              <Piece key={index} text={piece} settled={index < all.length - 1} />
            ))}
          </p>
        ) : (
          <p className="flex items-center gap-1 py-1.5" title={chatCopy.thinking}>
            <span className="sr-only">{chatCopy.thinking}</span>
            {["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"].map(
              (delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className={`size-2 rounded-full bg-brand-400 motion-safe:animate-bounce ${delay}`}
                />
              ),
            )}
          </p>
        )}
        {message.ending && (
          <p className="mt-1 text-xs font-semibold text-ink-500">
            {message.ending === "stopped" ? chatCopy.stopped : chatCopy.cutOff}
          </p>
        )}
      </div>
    </li>
  );
});

/** A long answer is drawn in pieces of about this many characters (and a sentence). */
const PIECE_LENGTH = 400;

/**
 * A message cut after the first sentence that ends beyond every PIECE_LENGTH characters. The cuts
 * depend only on the text before them, so as an answer grows only its last piece changes, and
 * the pieces above it, laid out once, are skipped while they are out of view
 * (bench/chat-stream.ts: a 2,000-word answer on a slow phone).
 */
function pieces(text: string): string[] {
  const found: string[] = [];
  const sentenceEnd = /[.!?]\s|\n/g;
  let start = 0;
  for (;;) {
    sentenceEnd.lastIndex = start + PIECE_LENGTH;
    const end = sentenceEnd.exec(text);
    if (!end) break;
    found.push(text.slice(start, end.index + end[0].length));
    start = end.index + end[0].length;
  }
  found.push(text.slice(start));
  return found;
}

const Piece = memo(function Piece({ text, settled }: { text: string; settled: boolean }) {
  return (
    <span
      className={
        settled ? "block [contain-intrinsic-size:auto_6rem] [content-visibility:auto]" : "block"
      }
    >
      {text}
    </span>
  );
});
