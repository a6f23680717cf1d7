import { MicOff } from "lucide";
import { Icon } from "~/ui/Icon";
import { useEffect, useId, useRef } from "react";
import { useLayoutWords } from "~/language/page-language";
import { shouldShowMicHint } from "./call-details";
import { SimulatedReplies } from "./SimulatedReplies";
import { TimeLeft } from "./TimeLeft";
import { formatCallTime, useNow } from "./use-now";
import { useVoiceConfig } from "~/assistant/assistant-config";
import { useCallDetails, useVoiceCall } from "./use-voice-call";

export type CallTone = "dark" | "light";

const toneClasses = {
  dark: {
    panel: "border-white/10 bg-surface-950/60 text-ink-200",
    muted: "text-ink-400",
    track: "bg-white/10",
    assistant: "text-brand-200",
    user: "text-success-200",
    badge: "border-warning-300/40 bg-warning-300/10 text-warning-200",
    hint: "text-warning-200",
  },
  light: {
    panel: "border-surface-200 bg-surface-50 text-ink-800",
    muted: "text-ink-600",
    track: "bg-surface-200",
    assistant: "text-brand-700",
    user: "text-success-800",
    badge: "border-warning-300 bg-warning-50 text-warning-900",
    hint: "text-warning-800",
  },
} satisfies Record<CallTone, Record<string, string>>;

/** Status, timer, microphone level, live captions and the silent-microphone hint of the running call. */
export function CallDetailsPanel({ tone }: { tone: CallTone }) {
  const call = useVoiceCall();
  const details = useCallDetails();
  const config = useVoiceConfig();
  const { callDetailsCopy } = useLayoutWords().voice;
  const now = useNow(call.isCallActive);
  const classes = toneClasses[tone];
  const levelLabelId = useId();
  const log = useRef<HTMLDivElement>(null);
  // The newest line in view, as captions under a video keep it.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [details.captions]);
  const connected = call.isCallActive && details.connectedAt !== null;
  const level = call.isMuted ? 0 : Math.round(Math.min(1, details.micLevel * 2.5) * 100);

  return (
    <div className={`w-full rounded-2xl border p-4 text-left text-sm ${classes.panel}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${connected ? "bg-success-400 motion-safe:animate-pulse" : "bg-warning-400"}`}
          />
          {connected ? callDetailsCopy.connected : callDetailsCopy.connecting}
          {connected && (
            <span role="timer" aria-label={callDetailsCopy.timerLabel} className="tabular-nums">
              {formatCallTime(now - (details.connectedAt ?? now))}
            </span>
          )}
        </p>
        <TimeLeft className={`font-semibold ${classes.muted}`} />
        {config?.provider === "simulated" && (
          <p className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${classes.badge}`}>
            {callDetailsCopy.simulation}
          </p>
        )}
      </div>

      {connected && (
        <div className="mt-3 flex items-center gap-3">
          {call.isMuted ? (
            <p className={`flex items-center gap-1.5 text-xs ${classes.muted}`}>
              <Icon icon={MicOff} className="size-4" />
              {callDetailsCopy.muted}
            </p>
          ) : (
            <>
              <span className={`shrink-0 text-xs ${classes.muted}`} id={levelLabelId}>
                {callDetailsCopy.micLevel}
              </span>
              <div
                role="meter"
                aria-labelledby={levelLabelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={level}
                className={`h-2 flex-1 overflow-hidden rounded-full ${classes.track}`}
              >
                <div
                  className="h-full rounded-full bg-linear-to-r from-success-400 to-info-400 transition-[width] duration-100"
                  style={{ width: `${level}%` }}
                />
              </div>
            </>
          )}
        </div>
      )}

      <p role="status" className={`text-xs font-medium empty:hidden ${classes.hint} mt-3`}>
        {shouldShowMicHint(details, call.isMuted, now) ? callDetailsCopy.micHint : ""}
      </p>

      {connected && (
        <div
          ref={log}
          role="log"
          aria-label={callDetailsCopy.captionsLabel}
          // Scrollable: keyboard users must be able to reach and scroll it.
          tabIndex={0}
          className="mt-3 max-h-40 space-y-1.5 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {details.captions.length === 0 ? (
            <p className={classes.muted}>{callDetailsCopy.captionsEmpty}</p>
          ) : (
            details.captions.map((caption) => (
              <p key={caption.id} className={caption.final ? "" : "opacity-75"}>
                <span className={`font-semibold ${classes[caption.role]}`}>
                  {callDetailsCopy.speakers[caption.role]}:
                </span>{" "}
                {caption.text}
              </p>
            ))
          )}
        </div>
      )}
      {connected && config?.provider === "simulated" && (
        <SimulatedReplies labelClass={classes.muted} />
      )}
    </div>
  );
}
