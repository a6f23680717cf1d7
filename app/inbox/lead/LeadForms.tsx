import { leadPage, statusLabels } from "~/content/inbox";
import { Field } from "~/inbox/Field";
import { fieldError, input, label, primaryButton, secondaryButton } from "~/inbox/styles";
import {
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../../core/inbox/lead-rules";
import { LEAD_STATUSES, type LeadStatus } from "../../../core/contact/lead-status";
import type { LeadAnswer } from "./lead-answer";
import { useLeadForm } from "./useLeadForm";

/*
 * The lead page's own forms, each with a fetcher of its own (useLeadForm): what is typed in one
 * stays while another saves, and each empties only on its own success.
 */

interface FormProps {
  leadId: string;
  pageAnswer?: LeadAnswer;
}

export function ReplyForm({ leadId, pageAnswer, subject }: FormProps & { subject: string }) {
  const { Form, ref, answer, busy } = useLeadForm(leadId, "reply", pageAnswer);
  return (
    <Form method="post" ref={ref} className="space-y-3">
      <input type="hidden" name="intent" value="reply" />
      <Field
        label={leadPage.reply.subject}
        name="subject"
        required
        maxLength={REPLY_SUBJECT_MAX_LENGTH}
        defaultValue={answer?.values.subject ?? subject}
        error={answer?.errors.subject}
      />
      <Field
        multiline
        label={leadPage.reply.body}
        name="body"
        required
        maxLength={REPLY_BODY_MAX_LENGTH}
        defaultValue={answer?.values.body}
        error={answer?.errors.body}
        hint={leadPage.reply.viaReplyTo}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {leadPage.reply.send}
      </button>
    </Form>
  );
}

export function NoteForm({ leadId, pageAnswer }: FormProps) {
  const { Form, ref, answer, busy } = useLeadForm(leadId, "note", pageAnswer);
  return (
    <Form method="post" ref={ref} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="note" />
      <Field
        multiline
        label={leadPage.notes.label}
        name="note"
        required
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        defaultValue={answer?.values.note}
        error={answer?.errors.note}
      />
      <button type="submit" className={secondaryButton} disabled={busy}>
        {leadPage.notes.add}
      </button>
    </Form>
  );
}

export function StatusForm({ leadId, pageAnswer, status }: FormProps & { status: LeadStatus }) {
  const { Form, answer, busy } = useLeadForm(leadId, "status", pageAnswer);
  const error = answer?.errors.status;
  return (
    <>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <div className="min-w-40 flex-1">
          <label htmlFor="lead-status" className={label}>
            {leadPage.status.label}
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={status}
            key={status}
            className={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "lead-status-error" : undefined}
          >
            {LEAD_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {leadPage.status.save}
        </button>
      </Form>
      {error ? (
        <p id="lead-status-error" className={fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
