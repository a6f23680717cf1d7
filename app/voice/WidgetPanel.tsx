import {
  AudioLines,
  CalendarClock,
  ChevronUp,
  MessageSquareText,
  Mic,
  MicOff,
  Minus,
  PhoneOff,
  X,
} from "lucide";
import { Icon, type IconNode } from "~/ui/Icon";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { BookInsteadLink } from "~/assistant/BookInsteadLink";
import { fill } from "../../core/content/format";
import { useLayoutWords } from "~/language/page-language";
import { CallButton } from "./CallButton";
import { formatCallTime, useNow } from "./use-now";
import { useTimeLeft } from "./use-time-left";
import { useCallDetails, useVoiceCall } from "./use-voice-call";

/** The chat loads when the visitor switches to it (or hovers or focuses its tab). */
const loadChat = () => import("~/chat/ChatPanel");
const ChatPanel = lazy(() => loadChat().then((module) => ({ default: module.ChatPanel })));

/**
 * The widget's open panel and its minimised bar: loaded when the visitor first reaches for the
 * widget, not with the page. Each takes focus when it appears (it replaces what had focus).
 */
/** How the visitor talks to the assistant in the open panel. */
export type WidgetView = "voice" | "chat";

export interface WidgetViewProps {
  title: string;
  view: WidgetView;
  onView: (view: WidgetView) => void;
  closeLabel: string;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2";
const onLightIcon = `${iconButton} text-ink-600 hover:bg-surface-100 hover:text-ink-900 focus-visible:outline-brand-600`;
const onBrandIcon = `${iconButton} text-white hover:bg-white/15 focus-visible:outline-white`;

function IconButton({
  label,
  onClick,
  className,
  buttonRef,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
  children: React.ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      onClick={onClick}
      className={className}
    >
      {children}
    </button>
  );
}

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function WidgetPanel({
  title,
  view,
  onView,
  closeLabel,
  onMinimise,
  onClose,
}: WidgetViewProps) {
  const call = useVoiceCall();
  const { widgetCopy } = useLayoutWords().voice;
  const titleId = useId();
  const panelRef = useFocusOnMount<HTMLElement>();
  const subtitle = call.isCallActive
    ? widgetCopy.subtitleActive
    : call.isLoading
      ? widgetCopy.subtitleConnecting
      : view === "chat"
        ? widgetCopy.subtitleChat
        : widgetCopy.subtitleIdle;

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      className="flex max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl border border-surface-200 bg-white text-ink-900 shadow-2xl shadow-surface-900/20 transition duration-200 focus:outline-none starting:translate-y-3 starting:opacity-0"
    >
      <header className="flex items-center gap-3 bg-linear-to-r from-brand-600 to-accent-600 px-4 py-3 text-white">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-white/15">
          <Icon icon={AudioLines} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-display text-base font-semibold">
            {title}
          </h2>
          <p className="truncate text-xs text-brand-100">{subtitle}</p>
        </div>
        <IconButton label={widgetCopy.minimise} onClick={onMinimise} className={onBrandIcon}>
          <Icon icon={Minus} className="size-5" />
        </IconButton>
        <IconButton label={closeLabel} onClick={onClose} className={onBrandIcon}>
          <Icon icon={X} className="size-5" />
        </IconButton>
      </header>

      <ViewSwitch view={view} onView={onView} />
      {view === "chat" ? (
        <Suspense>
          <ChatPanel compact logClassName="h-72" />
        </Suspense>
      ) : (
        <VoiceView onChatInstead={() => onView("chat")} />
      )}
      <p className="flex items-center justify-center gap-2 border-t border-surface-100 bg-surface-50 px-4 py-2.5 text-sm text-ink-600">
        <Icon icon={CalendarClock} className="size-4 text-brand-600" />
        {widgetCopy.bookLead}
        <BookInsteadLink via={{ channel: view, placement: "widget" }} />
      </p>
    </section>
  );
}

/** Voice or Chat: a pair of toggle buttons under the panel's header. */
function ViewSwitch({ view, onView }: Pick<WidgetViewProps, "view" | "onView">) {
  const { widgetCopy } = useLayoutWords().voice;
  const option = (value: WidgetView, icon: IconNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      onPointerEnter={value === "chat" ? loadChat : undefined}
      onFocus={value === "chat" ? loadChat : undefined}
      className={`inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        view === value ? "bg-white text-brand-700 shadow-sm" : "text-ink-600 hover:text-ink-900"
      }`}
    >
      <Icon icon={icon} className="size-4" />
      {widgetCopy.modes[value]}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={widgetCopy.modesLabel}
      className="mx-4 mt-3 flex gap-1 rounded-full bg-surface-100 p-1"
    >
      {option("voice", Mic)}
      {option("chat", MessageSquareText)}
    </div>
  );
}

/** The call button, Mute while a call runs, and what the microphone is used for. */
function VoiceView({ onChatInstead }: { onChatInstead: () => void }) {
  const call = useVoiceCall();
  const { widgetCopy } = useLayoutWords().voice;
  const callRuns = call.isLoading || call.isCallActive;
  return (
    <div className="flex flex-col gap-4 overflow-y-auto p-4">
      {!callRuns && <p className="text-sm text-ink-600">{widgetCopy.intro}</p>}
      <CallButton placement="widget" onChatInstead={onChatInstead} />
      {call.isCallActive && (
        <button
          type="button"
          onClick={call.toggleMute}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-surface-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink-800 transition hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {call.isMuted ? (
            <Icon icon={MicOff} className="size-4" />
          ) : (
            <Icon icon={Mic} className="size-4" />
          )}
          {call.isMuted ? widgetCopy.unmute : widgetCopy.mute}
        </button>
      )}
      <p className="text-center text-xs text-ink-500">{widgetCopy.privacy}</p>
    </div>
  );
}

export function WidgetBar({ title, closeLabel, onRestore, onClose }: WidgetViewProps) {
  const call = useVoiceCall();
  const { widgetCopy, callDetailsCopy } = useLayoutWords().voice;
  const details = useCallDetails();
  const now = useNow(call.isCallActive);
  const restoreRef = useFocusOnMount<HTMLButtonElement>();
  const timeLeft = useTimeLeft();
  const callRuns = call.isLoading || call.isCallActive;
  const status = call.isCallActive
    ? details.connectedAt === null
      ? widgetCopy.subtitleActive
      : timeLeft !== null
        ? fill(callDetailsCopy.endsIn, { clock: formatCallTime(timeLeft * 1000) })
        : `${callDetailsCopy.connected} ${formatCallTime(now - details.connectedAt)}`
    : call.isLoading
      ? widgetCopy.subtitleConnecting
      : null;

  return (
    <div
      role="region"
      aria-label={title}
      className="flex items-center gap-1 rounded-full border border-surface-200 bg-white py-1.5 pr-1.5 pl-4 text-ink-900 shadow-xl shadow-surface-900/15"
    >
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${call.isCallActive ? "bg-success-500 motion-safe:animate-pulse" : call.isLoading ? "bg-warning-400" : "bg-surface-300"}`}
      />
      <div className="mx-2 min-w-0">
        <p className="max-w-[12rem] truncate text-sm font-semibold">{title}</p>
        {status && <p className="text-xs text-ink-600 tabular-nums">{status}</p>}
      </div>
      <IconButton
        buttonRef={restoreRef}
        label={widgetCopy.restore}
        onClick={onRestore}
        className={onLightIcon}
      >
        <Icon icon={ChevronUp} className="size-5" />
      </IconButton>
      <IconButton label={closeLabel} onClick={onClose} className={onLightIcon}>
        {callRuns ? (
          <Icon icon={PhoneOff} className="size-5 text-danger-600" />
        ) : (
          <Icon icon={X} className="size-5" />
        )}
      </IconButton>
    </div>
  );
}
