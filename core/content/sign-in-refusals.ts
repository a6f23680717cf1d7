/**
 * What a refused sign-in says. The server's guard against many sign-ins at once answers with it
 * before the page is reached, and the sign-in page with the throttle's and the busy queue's.
 */
export const signInRefusals = {
  throttled: (minutes: number) =>
    `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  busy: "Too many sign-ins at once. Try again in a few seconds.",
  /** A staff page or action asked for without a valid session (the gate, the loaders, the pages). */
  signedOut: "Your session has ended. Sign in again.",
};
