import { AlertCircle, Loader2, Send } from "lucide";
import { Honeypot } from "~/ui/Honeypot";
import { Icon } from "~/ui/Icon";
import { primaryButton } from "~/ui/styles";
import type { ContactFormWords } from "../../core/content/contact-form";
import { LANGUAGE_FIELD } from "../../core/content/language-paths";
import { usePageLanguage, usePaths } from "~/language/page-language";
import { InterestField, MessageField, TextField } from "./ContactFields";
import {
  FORM_NAME,
  FORM_NAME_FIELD,
  RENDERED_AT_FIELD,
  type FieldErrors,
} from "../../core/contact/inquiry-fields";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";
import { ThankYou } from "./ThankYou";
import { useContactForm } from "./use-contact-form";

export interface ContactFormProps {
  /** The form's words, in the page's language. */
  words: ContactFormWords;
  /** Signed render time from the loader, sent back for the minimum fill time. */
  formToken: string;
  /** Interest from `?interest=`, used when navigation state carries none. */
  initialInterest: string;
  /** The server's answer to a post made without JavaScript. */
  outcome?: SubmissionOutcome;
}

/** The form's part of the page, in the server's markup. */
export const CONTACT_FORM_ID = "contact-form";

export function ContactForm({ words, formToken, initialInterest, outcome }: ContactFormProps) {
  const { state, values, edit, submit, again, formRef, thanksRef } = useContactForm({
    words,
    initialInterest,
    outcome,
  });
  const page = usePageLanguage();
  // Without JavaScript the form posts to its own page, in the page's language.
  const ownPage = usePaths().contact;
  const sending = state.status === "sending";
  const fieldErrors: FieldErrors = state.status === "editing" ? state.fieldErrors : {};
  const alert = state.status === "editing" ? state.alert : null;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const status =
    state.status === "sending"
      ? words.sendingStatus
      : state.status === "sent"
        ? words.thankYou.message
        : hasFieldErrors
          ? words.fieldErrorsSummary
          : "";

  return (
    <div id={CONTACT_FORM_ID}>
      {/* Present from the first render, so assistive technology announces what appears in it. */}
      <p role="status" className="sr-only">
        {status}
      </p>

      {state.status === "sent" ? (
        <ThankYou words={words.thankYou} action={ownPage} headingRef={thanksRef} onAgain={again} />
      ) : (
        <form
          ref={formRef}
          method="post"
          action={ownPage}
          onSubmit={submit}
          aria-labelledby="contact-form-heading"
          aria-describedby="contact-form-intro"
          aria-busy={sending}
        >
          <h2
            id="contact-form-heading"
            className="font-display text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl"
          >
            {words.heading}
          </h2>
          <p id="contact-form-intro" className="mt-2 text-ink-600">
            {words.intro}
          </p>

          <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
          <input type="hidden" name={RENDERED_AT_FIELD} value={formToken} />
          {page ? <input type="hidden" name={LANGUAGE_FIELD} value={page.language} /> : null}
          <Honeypot />

          <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
            <TextField
              words={words}
              field="name"
              required
              value={values.name}
              error={fieldErrors.name}
              onEdit={edit}
            />
            <TextField
              words={words}
              field="email"
              type="email"
              required
              value={values.email}
              error={fieldErrors.email}
              onEdit={edit}
            />
            <TextField
              words={words}
              field="company"
              value={values.company}
              error={fieldErrors.company}
              onEdit={edit}
            />
            <TextField
              words={words}
              field="phone"
              type="tel"
              value={values.phone}
              error={fieldErrors.phone}
              onEdit={edit}
            />
            <InterestField
              words={words}
              value={values.interest}
              error={fieldErrors.interest}
              onEdit={edit}
            />
            <MessageField
              words={words}
              value={values.message}
              error={fieldErrors.message}
              onEdit={edit}
            />
          </div>

          {/* Beside the button the visitor just pressed, present before any message arrives. */}
          <div role="alert">
            {alert && (
              <p className="mt-6 flex gap-3 rounded-2xl border border-danger-200 bg-danger-50 p-4 text-sm leading-6 text-danger-800">
                <Icon icon={AlertCircle} className="mt-0.5 size-5 shrink-0 text-danger-600" />
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
              <Icon icon={Loader2} className="size-5 animate-spin" />
            ) : (
              <Icon icon={Send} className="size-5" />
            )}
            {sending ? words.sending : words.submit}
          </button>
        </form>
      )}
    </div>
  );
}
