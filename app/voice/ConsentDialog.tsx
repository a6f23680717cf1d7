import { ShieldCheck } from "lucide";
import { Icon } from "~/ui/Icon";
import { useEffect, useId, useRef } from "react";
import { voicePrivacyAnchor } from "~/content/privacy-anchors";
import { liveWords, useLiveWords } from "~/language/live-words";
import { usePaths } from "~/language/page-language";
import { primaryButton, secondaryButton } from "~/ui/styles";

/**
 * The disclosure before a call, as a native modal `<dialog>`: the browser keeps focus inside it,
 * Escape cancels, and focus goes back to the call button that opened it.
 */
export function ConsentDialog({
  opener,
  onAgree,
  onDecline,
}: {
  opener: HTMLElement | null;
  /** "Start the call". */
  onAgree: () => void;
  /** "Not now", Escape or a click outside. */
  onDecline: () => void;
}) {
  const { voiceConsent } = useLiveWords(liveWords.consent);
  const { privacyPolicy } = usePaths();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape: the browser closes the dialog; the call does not start.
      onCancel={onDecline}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-surface-950/70 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Icon icon={ShieldCheck} className="size-6" />
          </span>
          <h2 id={titleId} className="font-display text-xl font-bold text-ink-950 sm:text-2xl">
            {voiceConsent.title}
          </h2>
        </div>
        <ul id={textId} className="mt-5 space-y-3 text-base leading-relaxed text-ink-700">
          {voiceConsent.disclosure.map((sentence) => (
            <li key={sentence} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500"
              />
              {sentence}
            </li>
          ))}
        </ul>
        <a
          href={`${privacyPolicy}#${voicePrivacyAnchor}`}
          className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {voiceConsent.privacyLink}
        </a>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onDecline}>
            {voiceConsent.notNow}
          </button>
          <button type="button" className={primaryButton} onClick={onAgree}>
            {voiceConsent.start}
          </button>
        </div>
      </div>
    </dialog>
  );
}
