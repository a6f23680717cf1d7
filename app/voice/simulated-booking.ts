import { createExternalStore } from "~/assistant/external-store";
import type { OfferedTime } from "~/assistant/simulated-booking-tools";

/** What the visitor's side of a simulated call is asked for now (the panel shows it). */
export type SimulatedReply =
  | { kind: "none" }
  | { kind: "time"; times: readonly OfferedTime[] }
  | { kind: "details"; time: OfferedTime }
  /** The code the booking tools e-mailed to `email`, to read back. */
  | { kind: "code"; email: string };

export interface CallerDetails {
  name: string;
  email: string;
}

/**
 * The visitor's replies in a simulated call. A real caller speaks; here the call panel offers
 * the times the assistant said and a form for a name and an e-mail address, and hands the
 * answer to the script waiting for it.
 */
export function createSimulatedReplies() {
  const asked = createExternalStore<SimulatedReply>({ kind: "none" });
  type Answer = OfferedTime | CallerDetails | string;
  let answer: ((value: Answer | null) => void) | null = null;

  function ask<T extends Answer>(reply: SimulatedReply): Promise<T | null> {
    answer?.(null);
    asked.set(reply);
    return new Promise((resolve) => {
      answer = (value) => {
        answer = null;
        asked.set({ kind: "none" });
        resolve(value as T | null);
      };
    });
  }

  return {
    asked,
    chooseTime: (times: readonly OfferedTime[]) => ask<OfferedTime>({ kind: "time", times }),
    giveDetails: (time: OfferedTime) => ask<CallerDetails>({ kind: "details", time }),
    giveCode: (email: string) => ask<string>({ kind: "code", email }),
    reply: (value: Answer) => answer?.(value),
    /** The call ended: nobody waits for an answer any more. */
    cancel: () => answer?.(null),
  };
}

export const simulatedReplies = createSimulatedReplies();
