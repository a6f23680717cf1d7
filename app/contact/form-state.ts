import type { ContactFormWords } from "../../core/content/contact-form";
import { fill } from "../../core/content/format";
import type { FieldErrors, InquiryField } from "../../core/contact/inquiry-fields";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";

/**
 * The contact form's states (spec section 4): editing -> sending -> sent, or back to editing with
 * field errors or an alert. The values typed are kept outside this machine and never cleared.
 */
export type FormState =
  | { status: "editing"; fieldErrors: FieldErrors; alert: string | null }
  | { status: "sending" }
  | { status: "sent" };

export type FormEvent =
  | { type: "submit" }
  | { type: "received" }
  | { type: "invalid"; fieldErrors: FieldErrors }
  | { type: "failed"; alert: string }
  | { type: "edited"; field: InquiryField }
  | { type: "again" };

type Editing = Extract<FormState, { status: "editing" }>;

export const editing: Editing = { status: "editing", fieldErrors: {}, alert: null };

export function transition(state: FormState, event: FormEvent): FormState {
  switch (state.status) {
    case "editing":
      if (event.type === "submit") return { status: "sending" };
      if (event.type === "invalid") return { ...editing, fieldErrors: event.fieldErrors };
      if (event.type === "edited" && state.fieldErrors[event.field]) {
        const { [event.field]: _fixed, ...fieldErrors } = state.fieldErrors;
        return { ...state, fieldErrors };
      }
      return state;
    case "sending":
      if (event.type === "received") return { status: "sent" };
      if (event.type === "invalid") return { ...editing, fieldErrors: event.fieldErrors };
      if (event.type === "failed") return { ...editing, alert: event.alert };
      return state;
    case "sent":
      return event.type === "again" ? editing : state;
  }
}

/** The spec's alert after a failed submit, `{message}` without its full stop. */
export function failureAlert(words: ContactFormWords, message: string): string {
  return fill(words.failure, { message: message.replace(/\.$/, "") });
}

/** The state a server-rendered answer (a post without JavaScript) puts the form in. */
export function stateAfter(
  outcome: SubmissionOutcome | undefined,
  words: ContactFormWords,
): FormState {
  if (!outcome) return editing;
  if (outcome.kind === "received") return { status: "sent" };
  if (outcome.kind === "invalid") return { ...editing, fieldErrors: outcome.fieldErrors };
  return { ...editing, alert: failureAlert(words, outcome.message) };
}

/**
 * Turns the answer to a `fetch` post into the event it means for the form. Only the server's own
 * "received" counts as sent: a proxy's or a captive portal's 200 page is not a stored inquiry.
 */
export async function eventFromResponse(
  response: Response,
  words: ContactFormWords,
): Promise<FormEvent> {
  const answer = (await response.json().catch(() => null)) as Partial<SubmissionOutcome> | null;
  if (response.ok && answer?.kind === "received") return { type: "received" };
  if (answer?.kind === "invalid" && answer.fieldErrors) {
    return { type: "invalid", fieldErrors: answer.fieldErrors };
  }
  if (answer?.kind === "refused" && typeof answer.message === "string") {
    return { type: "failed", alert: failureAlert(words, answer.message) };
  }
  return { type: "failed", alert: failureAlert(words, words.notOk) };
}

/** The spec's {message}: the error's own message, or 'Unknown error'. */
export function failureMessage(error: unknown, words: ContactFormWords): string {
  return error instanceof Error && error.message ? error.message : words.unknownError;
}
