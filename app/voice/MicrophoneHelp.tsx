import { Link } from "react-router";
import { useSyncExternalStore } from "react";
import { liveWords, useLiveWords } from "~/language/live-words";
import {
  leavesLanguage,
  useLayoutWords,
  usePageLanguage,
  usePaths,
} from "~/language/page-language";
import { browserFamily, type BrowserFamily } from "./browser-family";
import type { CallTone } from "./CallDetailsPanel";
import type { CallError } from "./call-state";
import { useCallDetails } from "./use-voice-call";

const noSubscription = () => () => {};

/** The visitor's browser; null while rendering on the server. */
function useBrowserFamily(): BrowserFamily | null {
  return useSyncExternalStore(
    noSubscription,
    () => browserFamily(navigator.userAgent, navigator.maxTouchPoints),
    () => null,
  );
}

/**
 * Under a microphone error: how to allow the microphone in this browser (when it was blocked),
 * "Chat instead" where the chat is at hand, and "Write to us instead", to the contact form with
 * the voice-agent interest chosen and what the caller said so far, if anything, as the start of
 * the message.
 */
export function MicrophoneHelp({
  error,
  tone,
  onChatInstead,
}: {
  error: CallError;
  tone: CallTone;
  /** Given where the same assistant can be written to (the widget): "Chat instead". */
  onChatInstead?: () => void;
}) {
  const { microphoneHelp } = useLiveWords(liveWords.microphoneHelp);
  const { bookInstead } = useLayoutWords();
  const page = usePageLanguage();
  const { contact } = usePaths();
  const family = useBrowserFamily();
  const { captions } = useCallDetails();
  const said = captions
    .filter((caption) => caption.role === "user" && caption.final)
    .map((caption) => caption.text);
  const message = said.length ? `${microphoneHelp.carriedOver}\n${said.join("\n")}` : "";
  const blocked = error === "microphoneBlocked";
  const dark = tone === "dark";
  const wayOut = `inline-block font-semibold underline underline-offset-4 ${blocked ? "mt-2" : ""} ${
    dark ? "text-white hover:text-success-200" : "text-brand-700 hover:text-brand-900"
  }`;
  return (
    <div
      className={`max-w-md rounded-2xl border px-4 py-3 text-sm ${
        dark
          ? "border-white/15 bg-white/10 text-ink-100"
          : "border-surface-200 bg-white text-ink-700"
      }`}
    >
      {blocked && family ? (
        <>
          <p className="font-semibold">{microphoneHelp.allowHeading}</p>
          <p className="mt-1">{microphoneHelp.allow[family]}</p>
          {family === "safari-mac" || family === "safari-ios" ? (
            <p className="mt-1">{microphoneHelp.safariAsksOnce}</p>
          ) : null}
        </>
      ) : null}
      {onChatInstead ? (
        <button
          type="button"
          onClick={onChatInstead}
          className={`mr-4 inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            blocked ? "mt-2" : ""
          }`}
        >
          {microphoneHelp.chatInstead}
        </button>
      ) : null}
      <Link
        to={`${contact}?interest=${encodeURIComponent(microphoneHelp.interest)}`}
        state={{ primaryInterest: microphoneHelp.interest, message }}
        className={wayOut}
      >
        {microphoneHelp.writeInstead}
      </Link>
      <Link
        to={bookInstead.to}
        reloadDocument={leavesLanguage(page, bookInstead.to)}
        className={`ml-4 ${wayOut}`}
      >
        {bookInstead.label}
      </Link>
    </div>
  );
}
