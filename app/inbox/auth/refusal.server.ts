import { signIn } from "~/content/inbox-account";
import type { Refusal } from "../../../server/inbox/inbox-context";

/**
 * What a page says to an attempt refused before its password or passkey was checked, and how:
 * 429 for too many failures, 503 for too many checks at once, with Retry-After in both.
 */
export function refusalAnswer(refusal: Refusal) {
  const throttled = refusal.reason === "throttled";
  return {
    message: throttled ? signIn.throttled(Math.ceil(refusal.retryAfterSeconds / 60)) : signIn.busy,
    init: {
      status: throttled ? 429 : 503,
      headers: { "Retry-After": String(refusal.retryAfterSeconds) },
    },
  };
}
