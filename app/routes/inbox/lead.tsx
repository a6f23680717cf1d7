import { Form, Link, useRouteLoaderData } from "react-router";
import { inboxTitle, leadList, leadPage, statusLabels } from "~/content/inbox";
import { StatusBadge } from "~/inbox/Badges";
import { Field } from "~/inbox/Field";
import { ActivityLog } from "~/inbox/lead/ActivityLog";
import { DeliveryLog } from "~/inbox/lead/DeliveryLog";
import { LeadFields } from "~/inbox/lead/LeadFields";
import { Panel } from "~/inbox/Panel";
import {
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../../core/inbox/lead-rules";
import { Notice } from "~/inbox/Notice";
import {
  dangerButton,
  fieldError,
  input,
  label,
  primaryButton,
  secondaryButton,
  typedText,
} from "~/inbox/styles";
import { exactTime, Time } from "~/inbox/Time";
import type { Route } from "./+types/lead";

export { action, loader } from "./lead.server";
import type { Problems } from "./lead.server";
import type { loader as shellLoader } from "./shell.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: inboxTitle(loaderData?.lead.name || leadList.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, replyByEmail, now } = loaderData;
  const sourceLabels =
    useRouteLoaderData<typeof shellLoader>("routes/inbox/shell")?.sourceLabels ?? {};
  const errors: Problems = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const subject = leadPage.reply.subjectFor(lead.name);
  // After a success the forms start empty again (a new key remounts them).
  const formKey = actionData?.notice ?? "";
  return (
    <div className="space-y-5">
      <Link
        to="/inbox"
        className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {leadPage.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1
            className={`font-display text-2xl font-semibold tracking-tight text-slate-900 ${typedText}`}
          >
            {lead.name || lead.email || lead.phone || leadList.noName}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {leadPage.received} <Time iso={lead.received_at} now={now} /> ·{" "}
            {exactTime(lead.received_at)}
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </div>
      <Notice message={actionData?.notice} />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <Panel id="details" title={leadPage.details}>
            <LeadFields lead={lead} labels={sourceLabels} />
          </Panel>

          <Panel id="reply" title={leadPage.reply.heading}>
            {lead.replies.length > 0 ? (
              <ul className="mb-4 space-y-3">
                {lead.replies.map((reply) => (
                  <li
                    key={reply.id}
                    className={`rounded-lg border border-slate-200 p-3 ${typedText}`}
                  >
                    <p className="text-sm font-semibold text-slate-900">{reply.subject}</p>
                    <p className="text-xs text-slate-600">
                      {leadPage.reply.sentBy(reply.author_email)} ·{" "}
                      <Time iso={reply.created_at} now={now} />
                    </p>
                    <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{reply.body}</p>
                    {reply.delivery ? (
                      <div className="mt-3">
                        <DeliveryLog delivery={reply.delivery} label={leadPage.reply.heading} />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {!lead.email ? (
              <p className="text-sm text-slate-700">{leadPage.reply.noEmail}</p>
            ) : replyByEmail ? (
              <Form method="post" key={`reply-${formKey}`} className="space-y-3">
                <input type="hidden" name="intent" value="reply" />
                <Field
                  label={leadPage.reply.subject}
                  name="subject"
                  required
                  maxLength={REPLY_SUBJECT_MAX_LENGTH}
                  defaultValue={values.subject ?? subject}
                  error={errors.subject}
                />
                <Field
                  multiline
                  label={leadPage.reply.body}
                  name="body"
                  required
                  maxLength={REPLY_BODY_MAX_LENGTH}
                  defaultValue={values.body}
                  error={errors.body}
                  hint={leadPage.reply.viaReplyTo}
                />
                <button type="submit" className={primaryButton}>
                  {leadPage.reply.send}
                </button>
              </Form>
            ) : (
              <div>
                <p className="text-sm text-slate-700">{leadPage.reply.mailtoIntro}</p>
                <a
                  className={`${primaryButton} mt-3`}
                  href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}
                >
                  {leadPage.reply.mailto}
                </a>
              </div>
            )}
          </Panel>

          <Panel id="notes" title={leadPage.notes.heading} intro={leadPage.notes.hint}>
            {lead.notes.length === 0 ? (
              <p className="text-sm text-slate-600">{leadPage.notes.empty}</p>
            ) : (
              <ul className="space-y-3">
                {lead.notes.map((note) => (
                  <li
                    key={note.id}
                    className={`rounded-lg bg-amber-50/60 p-3 ring-1 ring-amber-100 ${typedText}`}
                  >
                    <p className="text-sm whitespace-pre-wrap text-slate-900">{note.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {note.author_email} ·{" "}
                      <time dateTime={note.created_at}>{exactTime(note.created_at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" key={`note-${formKey}`} className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="note" />
              <Field
                multiline
                label={leadPage.notes.label}
                name="note"
                required
                maxLength={NOTE_MAX_LENGTH}
                rows={3}
                defaultValue={values.note}
                error={errors.note}
              />
              <button type="submit" className={secondaryButton}>
                {leadPage.notes.add}
              </button>
            </Form>
          </Panel>
        </div>

        <div className="space-y-5">
          <Panel id="status" title={leadPage.status.heading}>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="status" />
              <div className="min-w-40 flex-1">
                <label htmlFor="lead-status" className={label}>
                  {leadPage.status.label}
                </label>
                <select
                  id="lead-status"
                  name="status"
                  defaultValue={lead.status}
                  key={lead.status}
                  className={input}
                  aria-invalid={errors.status ? true : undefined}
                  aria-describedby={errors.status ? "lead-status-error" : undefined}
                >
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {statusLabels[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={primaryButton}>
                {leadPage.status.save}
              </button>
            </Form>
            {errors.status ? (
              <p id="lead-status-error" className={fieldError}>
                {errors.status}
              </p>
            ) : null}
          </Panel>

          <Panel
            id="deliveries"
            title={leadPage.deliveries.heading}
            intro={leadPage.deliveries.intro}
          >
            {lead.deliveries.length === 0 ? (
              <p className="text-sm text-slate-600">{leadPage.deliveries.none}</p>
            ) : (
              <div className="space-y-3">
                {lead.deliveries.map((delivery) => (
                  <DeliveryLog key={delivery.id} delivery={delivery} />
                ))}
              </div>
            )}
          </Panel>

          <Panel id="activity" title={leadPage.activity.heading}>
            <ActivityLog activity={lead.activity} />
          </Panel>

          <Panel id="erase" title={leadPage.erase.heading}>
            {lead.email ? (
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="erase" />
                <p className={`text-sm text-slate-700 ${typedText}`}>
                  {leadPage.erase.intro(lead.email)}
                </p>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    className="mt-0.5 size-4 accent-rose-600"
                    aria-invalid={errors.erase ? true : undefined}
                    aria-describedby={errors.erase ? "erase-error" : undefined}
                  />
                  {leadPage.erase.confirm}
                </label>
                {errors.erase ? (
                  <p id="erase-error" className={fieldError}>
                    {errors.erase}
                  </p>
                ) : null}
                <button type="submit" className={dangerButton}>
                  {leadPage.erase.button}
                </button>
              </Form>
            ) : (
              <p className="text-sm text-slate-700">{leadPage.erase.noEmail}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
