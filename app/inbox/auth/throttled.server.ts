import { signIn } from "~/content/inbox";

/** The answer while too many failures lock an account or address out: its words, and 429. */
export const throttledAnswer = (retryAfterSeconds: number) => ({
  message: signIn.throttled(Math.ceil(retryAfterSeconds / 60)),
  init: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
});
