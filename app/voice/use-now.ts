import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs` while `running` (call timer, microphone hint). */
export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}

/** 83 s → "01:23"; an hour or more → "1:02:03". */
export function formatCallTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const clock = `${pad(minutes)}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}
