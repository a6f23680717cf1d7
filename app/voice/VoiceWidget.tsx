import { AudioLines } from "lucide";
import { Icon } from "~/ui/Icon";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLayoutWords } from "~/language/page-language";
import { CallAnnouncer } from "./CallAnnouncer";
import { WIDGET_APPEAR_DELAY_MS } from "./constants";
import { loadVoiceConfig, useVoiceConfig } from "~/assistant/assistant-config";
import { useVoiceCall } from "./use-voice-call";
import type { WidgetView } from "./WidgetPanel";

type WidgetMode = "closed" | "open" | "minimised";

const loadViews = () => import("./WidgetPanel");
/**
 * What the open panel needs, fetched once the visitor reaches for the toggle rather than when it
 * appears: its views, and the assistant's name (its title, configured at run time). A fetch and
 * a render a second after load cost a slow phone's main thread for a panel most never open.
 */
function prepare() {
  loadViews().catch(() => undefined);
  loadVoiceConfig().catch(() => undefined);
}
const WidgetPanel = lazy(() => loadViews().then((views) => ({ default: views.WidgetPanel })));
const WidgetBar = lazy(() => loadViews().then((views) => ({ default: views.WidgetBar })));

/**
 * The floating voice widget (bottom right), rendered once by the layout so a call survives
 * navigation. Closed (a toggle), open (a panel titled with the assistant's name, to talk or to
 * write to the assistant) or minimised (a compact bar). Closing ends any call; Escape closes and
 * focus returns to the toggle.
 */
export function VoiceWidget() {
  const [visible, setVisible] = useState(false);
  const [mode, setMode] = useState<WidgetMode>("closed");
  const [view, setView] = useState<WidgetView>("voice");
  const returnFocus = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const call = useVoiceCall();
  const config = useVoiceConfig();
  const { widgetCopy } = useLayoutWords().voice;
  const callRuns = call.isLoading || call.isCallActive;

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), WIDGET_APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (mode !== "closed" || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [mode]);

  function close() {
    if (callRuns) call.endCall();
    returnFocus.current = true;
    setMode("closed");
  }

  const views = {
    title: config?.assistantName ?? widgetCopy.defaultAssistantName,
    view,
    onView: setView,
    closeLabel: callRuns ? widgetCopy.closeEndsCall : widgetCopy.close,
    onMinimise: () => setMode("minimised"),
    onRestore: () => setMode("open"),
    onClose: close,
  };

  return (
    <>
      <CallAnnouncer />
      <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end sm:right-6 sm:bottom-6">
        {mode === "closed" && (
          <button
            ref={toggleRef}
            type="button"
            // Drawn with the page and shown a second after hydration: showing it then costs a
            // slow phone one changed attribute, not a new subtree's render, style and layout. It
            // appears in place, without an entrance animation: the animation's frames and events
            // cost a 4× slower phone about 27 ms on every page
            // (docs/decisions/018-counted-main-thread-work.md).
            hidden={!visible}
            aria-label={widgetCopy.open}
            aria-expanded={false}
            onClick={() => {
              prepare();
              setMode("open");
            }}
            onPointerEnter={prepare}
            onFocus={prepare}
            className="relative inline-flex size-16 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-xl shadow-brand-900/30 transition duration-300 hover:-translate-y-0.5 hover:shadow-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon icon={AudioLines} className="size-7" />
            {callRuns ? (
              <span
                aria-hidden="true"
                className="absolute inset-0 rounded-full ring-4 ring-success-400 motion-safe:animate-pulse"
              />
            ) : (
              <span
                aria-hidden="true"
                data-testid="voice-widget-dot"
                className="absolute top-0.5 right-0.5 size-4 rounded-full border-2 border-white bg-danger-500"
              />
            )}
          </button>
        )}
        {/* Only while the panel shows: a Suspense boundary in the server's markup is hydrated in a
            pass and a commit of its own, on every page. */}
        {mode !== "closed" && (
          <Suspense>
            {mode === "open" ? <WidgetPanel {...views} /> : <WidgetBar {...views} />}
          </Suspense>
        )}
      </div>
    </>
  );
}
