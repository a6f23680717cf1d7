import { AlertCircle, CheckCircle2, Loader2, Send } from "lucide-react";
import { useEffect, useReducer, useRef, useState, type FormEvent as ReactFormEvent } from "react";
import { useLocation } from "react-router";
import { primaryButton, secondaryButton } from "~/components/ui/styles";
import { contactForm } from "~/content/contact-form";
import { interestOptions, interestPlaceholder, isInterest } from "~/content/interests";
import { eventFromResponse, failureMessage, stateAfter, transition } from "./form-state";
import {
  FORM_NAME,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  inquiryFieldNames,
  overLongFields,
  RENDERED_AT_FIELD,
  type FieldErrors,
  type InquiryField,
  type InquiryValues,
} from "./inquiry-fields";
import type { SubmissionOutcome } from "./submission-outcome";

/** Without JavaScript the form posts to its own route; with it, to the hosted-form address. */
const NO_SCRIPT_ACTION = "/contact";
const SCRIPT_ENDPOINT = "/";

export interface ContactFormProps {
  /** Signed render time from the loader, sent back for the minimum fill time. */
  formToken: string;
  /** Interest from `?interest=`, used when navigation state carries none. */
  initialInterest: string;
  /** The server's answer to a post made without JavaScript. */
  outcome?: SubmissionOutcome;
}

const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 hover:border-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15";

/** What a link to the form may bring in its navigation state: an interest, a message to start from. */
function broughtByLink(state: unknown): { interest?: string; message?: string } {
  const { primaryInterest, message } = (state ?? {}) as Record<string, unknown>;
  return {
    interest:
      typeof primaryInterest === "string" && isInterest(primaryInterest)
        ? primaryInterest
        : undefined,
    message: typeof message === "string" ? message : undefined,
  };
}

export function ContactForm({ formToken, initialInterest, outcome }: ContactFormProps) {
  const location = useLocation();
  const [state, dispatch] = useReducer(transition, outcome, stateAfter);
  const [values, setValues] = useState<InquiryValues>(() => {
    if (outcome?.kind === "invalid") return outcome.values;
    const brought = broughtByLink(location.state);
    const interest = brought.interest ?? initialInterest;
    return {
      name: "",
      email: "",
      company: "",
      phone: "",
      interest,
      message: brought.message ?? "",
    };
  });
  // A link from this very page (a call's "Write to us instead") brings its values too.
  const arrival = useRef(location.key);
  useEffect(() => {
    if (arrival.current === location.key) return;
    arrival.current = location.key;
    const brought = broughtByLink(location.state);
    setValues((current) => ({
      ...current,
      interest: brought.interest ?? current.interest,
      message: current.message || (brought.message ?? ""),
    }));
  }, [location.key, location.state]);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<"thanks" | "first-error" | "form" | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "thanks") thanksRef.current?.focus();
    if (target === "form") formRef.current?.querySelector<HTMLElement>("#contact-name")?.focus();
    if (target === "first-error" && state.status === "editing") {
      const field = inquiryFieldNames.find((name) => state.fieldErrors[name]);
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
  }, [state]);

  function edit(field: InquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch({ type: "edited", field });
  }

  async function submit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== "editing") return;
    const fieldErrors = overLongFields(values);
    if (Object.keys(fieldErrors).length > 0) {
      focusAfterRender.current = "first-error";
      dispatch({ type: "invalid", fieldErrors });
      return;
    }
    dispatch({ type: "submit" });
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") body.append(name, value);
    }
    let next;
    try {
      const response = await fetch(SCRIPT_ENDPOINT, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      next = await eventFromResponse(response);
    } catch (error) {
      next = { type: "failed", message: failureMessage(error) } as const;
    }
    focusAfterRender.current =
      next.type === "received" ? "thanks" : next.type === "invalid" ? "first-error" : null;
    dispatch(next);
  }

  const sending = state.status === "sending";
  const fieldErrors: FieldErrors = state.status === "editing" ? state.fieldErrors : {};
  const alert = state.status === "editing" ? state.alert : null;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const status =
    state.status === "sending"
      ? contactForm.sendingStatus
      : state.status === "sent"
        ? contactForm.thankYou.message
        : hasFieldErrors
          ? contactForm.fieldErrorsSummary
          : "";

  return (
    <div>
      {/* Present from the first render, so assistive technology announces what appears in it. */}
      <p role="status" className="sr-only">
        {status}
      </p>

      {state.status === "sent" ? (
        <ThankYou
          headingRef={thanksRef}
          onAgain={() => {
            focusAfterRender.current = "form";
            dispatch({ type: "again" });
          }}
        />
      ) : (
        <form
          ref={formRef}
          method="post"
          action={NO_SCRIPT_ACTION}
          onSubmit={submit}
          aria-labelledby="contact-form-heading"
          aria-describedby="contact-form-intro"
          aria-busy={sending}
        >
          <h2
            id="contact-form-heading"
            className="font-display text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            {contactForm.heading}
          </h2>
          <p id="contact-form-intro" className="mt-2 text-slate-600">
            {contactForm.intro}
          </p>

          <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
          <input type="hidden" name={RENDERED_AT_FIELD} value={formToken} />
          {/* A field only bots see and fill in; people never reach it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              {contactForm.honeypotLabel}
              <input
                type="text"
                name={HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>

          <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
            <TextField
              field="name"
              required
              value={values.name}
              error={fieldErrors.name}
              onEdit={edit}
            />
            <TextField
              field="email"
              type="email"
              required
              value={values.email}
              error={fieldErrors.email}
              onEdit={edit}
            />
            <TextField
              field="company"
              value={values.company}
              error={fieldErrors.company}
              onEdit={edit}
            />
            <TextField
              field="phone"
              type="tel"
              value={values.phone}
              error={fieldErrors.phone}
              onEdit={edit}
            />

            <FieldShell field="interest" error={fieldErrors.interest} className="sm:col-span-2">
              <select
                id="contact-interest"
                name="interest"
                value={values.interest}
                onChange={(event) => edit("interest", event.target.value)}
                aria-invalid={fieldErrors.interest ? true : undefined}
                aria-describedby={fieldErrors.interest ? "contact-interest-error" : undefined}
                className={`${inputClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2020%2020'%20fill='%2364748b'%3E%3Cpath%20d='M5.23%207.21a.75.75%200%20011.06.02L10%2011.17l3.71-3.94a.75.75%200%20111.08%201.04l-4.25%204.5a.75.75%200%2001-1.08%200l-4.25-4.5a.75.75%200%2001.02-1.06z'/%3E%3C/svg%3E")] bg-[length:1.25rem] bg-[right_0.875rem_center] bg-no-repeat pr-11`}
              >
                <option value="">{interestPlaceholder}</option>
                {interestOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </FieldShell>

            <FieldShell
              field="message"
              required
              error={fieldErrors.message}
              className="sm:col-span-2"
            >
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                required
                value={values.message}
                onChange={(event) => edit("message", event.target.value)}
                placeholder={contactForm.fields.message.placeholder}
                aria-invalid={fieldErrors.message ? true : undefined}
                aria-describedby={`contact-message-count${fieldErrors.message ? " contact-message-error" : ""}`}
                className={`${inputClass} min-h-40 resize-y`}
              />
              <p
                id="contact-message-count"
                className={`mt-2 text-right text-xs tabular-nums ${
                  values.message.length > INQUIRY_LIMITS.message
                    ? "font-semibold text-red-700"
                    : "text-slate-500"
                }`}
              >
                {contactForm.characterCount(values.message.length, INQUIRY_LIMITS.message)}
              </p>
            </FieldShell>
          </div>

          {/* Beside the button the visitor just pressed, present before any message arrives. */}
          <div role="alert">
            {alert && (
              <p className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-800">
                <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
                <span>{alert}</span>
              </p>
            )}
          </div>

          <button
            type="submit"
            disabled={sending}
            className={`${primaryButton} mt-6 w-full disabled:translate-y-0 disabled:cursor-wait disabled:opacity-80 sm:w-auto`}
          >
            {sending ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending ? contactForm.sending : contactForm.submit}
          </button>
        </form>
      )}
    </div>
  );
}

type TextFieldName = Exclude<InquiryField, "interest" | "message">;

function TextField({
  field,
  type = "text",
  required = false,
  value,
  error,
  onEdit,
}: {
  field: TextFieldName;
  type?: "text" | "email" | "tel";
  required?: boolean;
  value: string;
  error?: string;
  onEdit: (field: InquiryField, value: string) => void;
}) {
  const copy = contactForm.fields[field];
  return (
    <FieldShell field={field} required={required} error={error}>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        required={required}
        value={value}
        onChange={(event) => onEdit(field, event.target.value)}
        placeholder={copy.placeholder}
        autoComplete={copy.autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `contact-${field}-error` : undefined}
        className={inputClass}
      />
    </FieldShell>
  );
}

function FieldShell({
  field,
  required = false,
  error,
  className = "",
  children,
}: {
  field: InquiryField;
  required?: boolean;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={`contact-${field}`}
        className="mb-2 block text-sm font-semibold text-slate-800"
      >
        {contactForm.fields[field].label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-indigo-600">
            {contactForm.requiredMark}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p
          id={`contact-${field}-error`}
          className="mt-2 flex items-start gap-1.5 text-sm text-red-700"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

function ThankYou({
  headingRef,
  onAgain,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
}) {
  return (
    <div className="flex flex-col items-center py-10 text-center sm:py-16">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <CheckCircle2 aria-hidden="true" className="size-9 text-emerald-600" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="contact-thanks-message"
        className="mt-6 font-display text-3xl font-bold tracking-tight text-slate-950 focus:outline-none"
      >
        {contactForm.thankYou.title}
      </h2>
      <p id="contact-thanks-message" className="mt-3 max-w-md text-lg leading-8 text-slate-600">
        {contactForm.thankYou.message}
      </p>
      {/* Without JavaScript this asks for a fresh form; with it, the form comes back as typed. */}
      <form method="get" action={NO_SCRIPT_ACTION} className="mt-8">
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onAgain();
          }}
          className={secondaryButton}
        >
          {contactForm.thankYou.again}
        </button>
      </form>
    </div>
  );
}
