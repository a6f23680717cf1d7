import type { Context } from "hono";
import {
  outcomeHeaders,
  outcomeStatus,
  type SubmissionOutcome,
} from "../../core/contact/submission-outcome";

/** A submission's outcome as JSON, its status saying whether it worked (the values left out). */
export function outcomeAnswer(c: Context, outcome: SubmissionOutcome) {
  const answer = outcome.kind === "invalid" ? { ...outcome, values: undefined } : outcome;
  return c.json(answer, outcomeStatus(outcome) as 200, outcomeHeaders(outcome));
}
