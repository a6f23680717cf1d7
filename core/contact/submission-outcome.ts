import type { FieldErrors, InquiryValues } from "./inquiry-fields";

/** Why a post was turned away before it could become an inquiry, and how the visitor is told. */
export interface Refusal {
  status: 400 | 403 | 413 | 415 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
}

/**
 * The server's answer to a contact post, as the route's action data (no JavaScript) and as the
 * JSON body of `POST /`. A honeypot hit and a held inquiry are "received" too: a bot learns nothing.
 */
export type SubmissionOutcome =
  | { kind: "received" }
  | { kind: "invalid"; fieldErrors: FieldErrors; values: InquiryValues }
  | ({ kind: "refused" } & Refusal);

export function outcomeStatus(outcome: SubmissionOutcome): number {
  if (outcome.kind === "received") return 200;
  if (outcome.kind === "invalid") return 400;
  return outcome.status;
}

export function outcomeHeaders(outcome: SubmissionOutcome): Record<string, string> {
  return outcome.kind === "refused" && outcome.retryAfterSeconds !== undefined
    ? { "Retry-After": String(outcome.retryAfterSeconds) }
    : {};
}
