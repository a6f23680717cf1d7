import { AudioLines, ChevronUp, Mic, MicOff, Minus, PhoneOff, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { callDetailsCopy, widgetCopy } from "~/content/voice";
import { CallAnnouncer } from "./CallAnnouncer";
import { CallButton } from "./CallButton";
import { WIDGET_APPEAR_DELAY_MS } from "./constants";
import { formatCallTime, useNow } from "./use-now";
import { useCallDetails, useVoiceCall, useVoiceConfig } from "./use-voice-call";
import { loadVoiceConfig } from "./voice-config";

type WidgetMode = "closed" | "open" | "minimised";

const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * The floating voice widget (bottom right), rendered once by the layout so a call survives
 * navigation. Closed (a toggle), open (a panel titled with the assistant's name) or minimised
 * (a compact bar). Closing ends any call; Escape closes and focus returns to the toggle.
 */
export function VoiceWidget() {
  const [visible, setVisible] = useState(false);
  const [mode, setMode] = useState<WidgetMode>("closed");
  const focusAfterChange = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const call = useVoiceCall();
  const config = useVoiceConfig();
  const callRuns = call.isLoading || call.isCallActive;
  const title = config?.assistantName ?? widgetCopy.defaultAssistantName;

  useEffect(() => {
    const timer = setTimeout(() => {
      setVisible(true);
      // The panel's title is the assistant's name, configured at run time.
      loadVoiceConfig().catch(() => undefined);
    }, WIDGET_APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    const target = { closed: toggleRef, open: panelRef, minimised: restoreRef }[mode];
    target.current?.focus();
  }, [mode]);

  function show(next: WidgetMode) {
    focusAfterChange.current = true;
    setMode(next);
  }

  function close() {
    if (callRuns) void call.endCall();
    show("closed");
  }

  const closeLabel = callRuns ? widgetCopy.closeEndsCall : widgetCopy.close;

  return (
    <>
      <CallAnnouncer />
      {visible && (
        <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end sm:right-6 sm:bottom-6">
          {mode === "closed" && (
            <button
              ref={toggleRef}
              type="button"
              aria-label={widgetCopy.open}
              aria-expanded={false}
              onClick={() => show("open")}
              className="relative inline-flex size-16 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-xl shadow-indigo-900/30 transition duration-300 hover:-translate-y-0.5 hover:shadow-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 starting:translate-y-3 starting:opacity-0"
            >
              <AudioLines aria-hidden="true" className="size-7" />
              {callRuns ? (
                <span
                  aria-hidden="true"
                  data-testid="voice-widget-call-ring"
                  className="absolute inset-0 rounded-full ring-4 ring-emerald-400 motion-safe:animate-pulse"
                />
              ) : (
                <span
                  aria-hidden="true"
                  data-testid="voice-widget-dot"
                  className="absolute top-0.5 right-0.5 size-4 rounded-full border-2 border-white bg-red-500"
                />
              )}
            </button>
          )}

          {mode === "open" && (
            <section
              ref={panelRef}
              role="dialog"
              aria-labelledby={titleId}
              tabIndex={-1}
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                event.stopPropagation();
                close();
              }}
              className="flex max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white text-slate-900 shadow-2xl shadow-slate-900/20 transition duration-200 focus:outline-none starting:translate-y-3 starting:opacity-0"
            >
              <header className="flex items-center gap-3 bg-linear-to-r from-indigo-600 to-violet-600 px-4 py-3 text-white">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-white/15">
                  <AudioLines aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h2 id={titleId} className="truncate font-display text-base font-semibold">
                    {title}
                  </h2>
                  <p className="truncate text-xs text-indigo-100">
                    {call.isCallActive
                      ? widgetCopy.subtitleActive
                      : call.isLoading
                        ? widgetCopy.subtitleConnecting
                        : widgetCopy.subtitleIdle}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={widgetCopy.minimise}
                  onClick={() => show("minimised")}
                  className={`${iconButton} text-white hover:bg-white/15 hover:text-white focus-visible:outline-white`}
                >
                  <Minus aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  aria-label={closeLabel}
                  onClick={close}
                  className={`${iconButton} text-white hover:bg-white/15 hover:text-white focus-visible:outline-white`}
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </header>

              <div className="flex flex-col gap-4 overflow-y-auto p-4">
                {!callRuns && <p className="text-sm text-slate-600">{widgetCopy.intro}</p>}
                <CallButton placement="widget" />
                {call.isCallActive && (
                  <button
                    type="button"
                    onClick={call.toggleMute}
                    className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    {call.isMuted ? (
                      <MicOff aria-hidden="true" className="size-4" />
                    ) : (
                      <Mic aria-hidden="true" className="size-4" />
                    )}
                    {call.isMuted ? widgetCopy.unmute : widgetCopy.mute}
                  </button>
                )}
                <p className="text-center text-xs text-slate-500">{widgetCopy.privacy}</p>
              </div>
            </section>
          )}

          {mode === "minimised" && (
            <MinimisedBar
              title={title}
              closeLabel={closeLabel}
              restoreRef={restoreRef}
              onRestore={() => show("open")}
              onClose={close}
            />
          )}
        </div>
      )}
    </>
  );
}

function MinimisedBar({
  title,
  closeLabel,
  restoreRef,
  onRestore,
  onClose,
}: {
  title: string;
  closeLabel: string;
  restoreRef: React.RefObject<HTMLButtonElement | null>;
  onRestore: () => void;
  onClose: () => void;
}) {
  const call = useVoiceCall();
  const details = useCallDetails();
  const now = useNow(call.isCallActive);
  const status = call.isCallActive
    ? details.connectedAt === null
      ? widgetCopy.subtitleActive
      : `${callDetailsCopy.connected} ${formatCallTime(now - details.connectedAt)}`
    : call.isLoading
      ? widgetCopy.subtitleConnecting
      : null;

  return (
    <div
      role="region"
      aria-label={title}
      className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-1.5 pr-1.5 pl-4 text-slate-900 shadow-xl shadow-slate-900/15"
    >
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${call.isCallActive ? "bg-emerald-500 motion-safe:animate-pulse" : call.isLoading ? "bg-amber-400" : "bg-slate-300"}`}
      />
      <div className="mr-2 ml-2 min-w-0">
        <p className="max-w-[12rem] truncate text-sm font-semibold">{title}</p>
        {status && <p className="text-xs text-slate-600 tabular-nums">{status}</p>}
      </div>
      <button
        ref={restoreRef}
        type="button"
        aria-label={widgetCopy.restore}
        onClick={onRestore}
        className={iconButton}
      >
        <ChevronUp aria-hidden="true" className="size-5" />
      </button>
      <button type="button" aria-label={closeLabel} onClick={onClose} className={iconButton}>
        {call.isLoading || call.isCallActive ? (
          <PhoneOff aria-hidden="true" className="size-5 text-red-600" />
        ) : (
          <X aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
