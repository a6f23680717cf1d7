import { useCallDetails } from "./use-voice-call";
import { useNow } from "./use-now";

/** From this many seconds before the cap ends a call, every call view shows the time left. */
export const FINAL_SECONDS = 30;

/** Seconds until the call's time cap ends it, once FINAL_SECONDS or fewer remain; else null. */
export function useTimeLeft(): number | null {
  const { endsAt } = useCallDetails();
  const now = useNow(endsAt !== null);
  if (endsAt === null) return null;
  const left = Math.ceil((endsAt - now) / 1000);
  return left <= FINAL_SECONDS ? Math.max(0, left) : null;
}
