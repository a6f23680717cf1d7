import { LoaderCircle, Phone, PhoneOff } from "lucide";
import { Icon } from "~/ui/Icon";
import { lazy, Suspense, useId } from "react";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import { useLayoutWords, usePageLanguage } from "~/language/page-language";
import { callButtonState, type CallButtonState } from "./call-button-state";
import type { Disclosure } from "./call-consent";
import type { CallError } from "./call-state";
import type { CallTone } from "./CallDetailsPanel";
import { TimeLeft } from "./TimeLeft";
import type { CallPlacement } from "../../core/voice/placements";
import { assistantAt, useVoiceConfig } from "~/assistant/assistant-config";
import { useCallPlacement, useVoiceCall } from "./use-voice-call";
import { CALL_BUTTON_ATTRIBUTE, prefetchCall, requestCallAt } from "./voice-call";

/** Shown only during a call, so it loads with the call rather than with the page. */
const CallDetailsPanel = lazy(() =>
  import("./CallDetailsPanel").then((module) => ({ default: module.CallDetailsPanel })),
);

/** Shown only after a microphone failure. */
const MicrophoneHelp = lazy(() =>
  import("./MicrophoneHelp").then((module) => ({ default: module.MicrophoneHelp })),
);

const microphoneErrors = new Set<CallError>([
  "microphoneBlocked",
  "microphoneMissing",
  "microphoneBusy",
  "microphoneUnavailable",
]);

/** Background each placement sits on: the widget panel is light, the page placements dark. */
const placementTone: Record<CallPlacement, CallTone> = {
  hero: "dark",
  demo: "dark",
  contact: "dark",
  widget: "light",
};

const base =
  "inline-flex min-h-12 items-center justify-center gap-2.5 rounded-full px-7 py-3 text-base font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed";

const stateClasses: Record<CallButtonState, Record<CallTone, string>> = {
  idle: {
    dark: "bg-success-400 text-success-950 shadow-lg shadow-success-500/25 hover:-translate-y-0.5 hover:bg-success-300 focus-visible:outline-white",
    light:
      "bg-success-500 text-success-950 shadow-lg shadow-success-600/20 hover:-translate-y-0.5 hover:bg-success-400 focus-visible:outline-success-700",
  },
  loading: {
    dark: "bg-warning-300 text-warning-950",
    light: "bg-warning-300 text-warning-950",
  },
  active: {
    dark: "bg-danger-600 text-white shadow-lg shadow-danger-600/30 hover:bg-danger-700 focus-visible:outline-white",
    light:
      "bg-danger-600 text-white shadow-lg shadow-danger-600/20 hover:bg-danger-700 focus-visible:outline-danger-700",
  },
  other: {
    dark: "bg-white/10 text-ink-300",
    light: "bg-surface-200 text-ink-600",
  },
};

const icons: Record<CallButtonState, React.ReactNode> = {
  idle: <Icon icon={Phone} className="size-5" />,
  loading: <Icon icon={LoaderCircle} className="size-5 motion-safe:animate-spin" />,
  active: <Icon icon={PhoneOff} className="size-5" />,
  other: <Icon icon={Phone} className="size-5" />,
};

/**
 * A button that starts and ends the voice call of its placement, in the four states of spec
 * section 4, with the call's error below it (and, per placement, the live call details).
 */
export function CallButton({
  placement,
  className,
  onChatInstead,
}: {
  placement: CallPlacement;
  className?: string;
  /** Where the assistant can be written to instead (the widget): offered after a microphone error. */
  onChatInstead?: () => void;
}) {
  const call = useVoiceCall();
  const config = useVoiceConfig();
  const latestPlacement = useCallPlacement();
  const page = usePageLanguage();
  const { callButtonLabels, callErrors, heroActiveNotice, otherCallActiveHint } =
    useLayoutWords().voice;
  const disclosure: Disclosure = {
    language: page?.language ?? SOURCE_LANGUAGE,
    version: page?.consentVersion ?? 0,
  };
  const state = callButtonState(
    call,
    config && assistantAt(config, placement, disclosure.language),
  );
  const labels = callButtonLabels[placement];
  const tone = placementTone[placement];
  const isLatest = latestPlacement === placement;
  const hintId = useId();
  // A simulated call plays no audio: its captions, and the replies under them, are the call.
  const showsDetails = placement !== "hero" || config?.provider === "simulated";
  const label = {
    idle: labels.idle,
    loading: labels.loading,
    active: labels.active,
    other: labels.otherCallActive,
  }[state];

  return (
    <div className="flex w-full flex-col items-stretch gap-3 sm:w-auto">
      <button
        type="button"
        {...{ [CALL_BUTTON_ATTRIBUTE]: "" }}
        className={`${base} ${stateClasses[state][tone]} ${className ?? ""}`}
        disabled={state === "loading" || state === "other"}
        aria-describedby={state === "other" ? hintId : undefined}
        title={state === "other" ? otherCallActiveHint : undefined}
        onPointerEnter={state === "idle" ? () => prefetchCall(disclosure) : undefined}
        onFocus={state === "idle" ? () => prefetchCall(disclosure) : undefined}
        onClick={(event) =>
          state === "active"
            ? call.endCall()
            : requestCallAt(placement, disclosure, event.currentTarget)
        }
      >
        {icons[state]}
        {label}
        {state === "active" && labels.activeAction && (
          <span className="sr-only">: {labels.activeAction}</span>
        )}
      </button>
      {state === "other" && (
        <span id={hintId} className="sr-only">
          {otherCallActiveHint}
        </span>
      )}
      {placement === "hero" && state === "active" && (
        <p className="rounded-2xl border border-success-300/40 bg-success-50 px-4 py-3 text-sm font-medium text-success-900">
          {heroActiveNotice}
          <TimeLeft className="mt-1 block font-semibold" />
        </p>
      )}
      {showsDetails && isLatest && (state === "loading" || state === "active") && (
        <Suspense>
          <CallDetailsPanel tone={tone} />
        </Suspense>
      )}
      {isLatest && call.error && state === "idle" && (
        <p
          role="alert"
          className="max-w-md rounded-2xl border border-danger-300 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-800"
        >
          {callErrors[call.error]}
        </p>
      )}
      {isLatest && call.error && state === "idle" && microphoneErrors.has(call.error) && (
        <Suspense>
          <MicrophoneHelp error={call.error} tone={tone} onChatInstead={onChatInstead} />
        </Suspense>
      )}
    </div>
  );
}
