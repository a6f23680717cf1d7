import { useEffect, useRef, useState } from "react";
import type { SiteWords } from "~/content/words";
import { useLayoutWords } from "~/language/page-language";
import type { VoiceCallState } from "./call-state";
import { useTimeLeft } from "./use-time-left";
import { useVoiceCall } from "./use-voice-call";

/** What changed between two call states, in words for a screen reader (errors are alerts). */
export function announcementFor(
  previous: VoiceCallState,
  next: VoiceCallState,
  callAnnouncements: SiteWords["layout"]["voice"]["callAnnouncements"],
): string | null {
  if (next.isLoading && !previous.isLoading) return callAnnouncements.connecting;
  if (next.isCallActive && !previous.isCallActive) return callAnnouncements.active;
  if (next.isCallActive && next.isMuted !== previous.isMuted) {
    return next.isMuted ? callAnnouncements.muted : callAnnouncements.unmuted;
  }
  const wasRunning = previous.isLoading || previous.isCallActive;
  const running = next.isLoading || next.isCallActive;
  if (wasRunning && !running && !next.error) return callAnnouncements.ended;
  return null;
}

/** One polite live region for the whole page, present before any call so every change is heard. */
export function CallAnnouncer() {
  const call = useVoiceCall();
  const { callAnnouncements } = useLayoutWords().voice;
  const previous = useRef<VoiceCallState>(call);
  const [message, setMessage] = useState("");
  // The time cap's warning is said once per call, when the last 30 seconds begin.
  const endsSoon = useTimeLeft() !== null;
  const [warned, setWarned] = useState(false);
  if (endsSoon !== warned) {
    setWarned(endsSoon);
    if (endsSoon) setMessage(callAnnouncements.endsSoon);
  }

  useEffect(() => {
    const announcement = announcementFor(previous.current, call, callAnnouncements);
    previous.current = call;
    if (announcement) setMessage(announcement);
  }, [call, callAnnouncements]);

  return (
    <div role="status" className="sr-only">
      {message}
    </div>
  );
}
