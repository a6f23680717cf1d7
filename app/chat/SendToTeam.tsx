import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
} from "react";
import {
  CHAT_FORM_NAME,
  CHAT_LEAD_FORM_PATH,
  CHAT_LEAD_PATH,
  TRANSCRIPT_FIELD,
} from "../../core/chat/chat-lead";
import {
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  RENDERED_AT_FIELD,
  type FieldErrors,
} from "../../core/contact/inquiry-fields";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";
import { LANGUAGE_FIELD } from "../../core/content/language-paths";
import { liveWords, useLiveWords, usePageLanguageCode } from "~/language/live-words";
import { transcriptOf, visitorWrote } from "./conversation-text";
import { useChat } from "./use-chat";
import { WriteInstead } from "./WriteInstead";

type Editing = { kind: "editing"; fieldErrors: FieldErrors; refusal: string | null };
type Sending = Editing | { kind: "sending" } | { kind: "sent" };

const editing: Editing = { kind: "editing", fieldErrors: {}, refusal: null };

/** A fresh form token: the server's check that a person, not a script, took time to fill this in. */
async function formToken(): Promise<string> {
  try {
    const response = await fetch(CHAT_LEAD_FORM_PATH, { headers: { accept: "application/json" } });
    return ((await response.json()) as { token: string }).token;
  } catch {
    // Without one the lead is still stored, held for the staff to look at.
    return "";
  }
}

const input =
  "block w-full rounded-xl border border-surface-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition hover:border-surface-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none aria-invalid:border-danger-500";

/**
 * "Send this conversation to the team": name, e-mail and an optional phone, posted with the
 * conversation through the site's own server into the contact form's pipeline. Loaded when the
 * visitor opens it: it shares the contact form's field rules, which no page should carry.
 */
export function SendToTeam({ onClose }: { onClose: () => void }) {
  const { messages } = useChat();
  const { sendToTeamCopy } = useLiveWords(liveWords.chat);
  const language = usePageLanguageCode();
  const [state, setState] = useState<Sending>(editing);
  const token = useRef<Promise<string> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => {
    token.current = formToken();
    headingRef.current?.focus();
  }, []);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set(FORM_NAME_FIELD, CHAT_FORM_NAME);
    form.set("message", visitorWrote(messages).slice(0, INQUIRY_LIMITS.message));
    form.set(TRANSCRIPT_FIELD, JSON.stringify(transcriptOf(messages)));
    form.set(RENDERED_AT_FIELD, await (token.current ?? formToken()));
    form.set(LANGUAGE_FIELD, language);
    setState({ kind: "sending" });
    try {
      const response = await fetch(CHAT_LEAD_PATH, { method: "POST", body: form });
      const outcome = (await response.json()) as SubmissionOutcome;
      if (outcome.kind === "received") return setState({ kind: "sent" });
      if (outcome.kind === "invalid") {
        return setState({ ...editing, fieldErrors: outcome.fieldErrors });
      }
      setState({ ...editing, refusal: outcome.message });
    } catch {
      setState({ ...editing, refusal: sendToTeamCopy.failed });
    }
  }

  if (state.kind === "sent") {
    return (
      <div className="border-t border-success-200 bg-success-50 px-4 py-3 sm:px-5">
        <p role="status" className="text-sm font-medium text-success-900">
          {sendToTeamCopy.sent}
        </p>
      </div>
    );
  }

  const errors = state.kind === "editing" ? state.fieldErrors : {};
  const field = (name: LeadField, props: InputHTMLAttributes<HTMLInputElement>) => (
    <LeadInput
      {...props}
      id={`${baseId}-${name}`}
      name={name}
      label={sendToTeamCopy[name]}
      error={errors[name]}
    />
  );

  return (
    <form
      onSubmit={send}
      aria-labelledby={`${baseId}-heading`}
      className="space-y-3 border-t border-surface-200 bg-white px-4 py-4 sm:px-5"
    >
      <div>
        <h3
          ref={headingRef}
          id={`${baseId}-heading`}
          tabIndex={-1}
          className="font-display text-base font-semibold text-ink-900 focus:outline-none"
        >
          {sendToTeamCopy.heading}
        </h3>
        <p className="mt-0.5 text-sm text-ink-600">{sendToTeamCopy.intro}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("name", { required: true, autoComplete: "name" })}
        {field("email", { type: "email", required: true, autoComplete: "email" })}
        {field("phone", { type: "tel", autoComplete: "tel", className: "sm:col-span-2" })}
      </div>
      <div aria-hidden="true" className="hidden">
        <label>
          {sendToTeamCopy.honeypot}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {state.kind === "editing" && state.refusal && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {state.refusal} <WriteInstead />
        </p>
      )}
      {state.kind === "editing" && Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {sendToTeamCopy.fieldErrorsSummary}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="inline-flex min-h-11 items-center rounded-full bg-linear-to-r from-brand-600 to-accent-600 px-5 font-semibold text-white shadow-md shadow-brand-600/25 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {state.kind === "sending" ? sendToTeamCopy.sending : sendToTeamCopy.submit}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-ink-700 hover:bg-surface-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {sendToTeamCopy.cancel}
        </button>
      </div>
    </form>
  );
}

type LeadField = "name" | "email" | "phone";

/** One of the visitor's details: its label, the input, and the server's error for it. */
function LeadInput({
  id,
  name,
  label,
  error,
  className = "",
  ...props
}: {
  id: string;
  name: LeadField;
  label: string;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        {...props}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
