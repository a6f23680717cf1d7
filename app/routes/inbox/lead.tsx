import { useState } from "react";
import { Form, Link, useFetcher, useRouteLoaderData } from "react-router";
import { inboxTitle, leadList, leadPage } from "~/content/inbox";
import { leadBookingsPanel } from "~/content/inbox-booking";
import { StatusBadge } from "~/inbox/Badges";
import { ActivityLog } from "~/inbox/lead/ActivityLog";
import { DeliveryLog } from "~/inbox/lead/DeliveryLog";
import type { LeadAnswer, Problems } from "~/inbox/lead/lead-answer";
import { LeadBookings } from "~/inbox/lead/LeadBookings";
import { LeadFields } from "~/inbox/lead/LeadFields";
import { NoteForm, ReplyForm, StatusForm } from "~/inbox/lead/LeadForms";
import { leadFormKey } from "~/inbox/lead/useLeadForm";
import { Panel } from "~/inbox/Panel";
import { Notice } from "~/inbox/Notice";
import { dangerButton, fieldError, primaryButton, typedText } from "~/inbox/styles";
import { exactTime, Time } from "~/inbox/Time";
import type { Route } from "./+types/lead";

export { action, loader } from "./lead.server";
import type { loader as shellLoader } from "./shell.server";

/** The forms that navigate (resend, erase), and every form without JavaScript. */
const PAGE_FORM = "page";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: inboxTitle(loaderData?.lead.name || leadList.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, booked, replyByEmail, now } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>("routes/inbox/shell");
  const sourceLabels = shell?.sourceLabels ?? {};
  const pageAnswer = actionData as LeadAnswer | undefined;
  const errors: Problems = pageAnswer?.errors ?? {};
  // The notice is the answer of the form sent last, once it has come.
  const [last, setLast] = useState(PAGE_FORM);
  const lastForm = useFetcher<LeadAnswer>({ key: leadFormKey(lead.id, last) });
  const notice =
    last === PAGE_FORM
      ? pageAnswer?.notice
      : lastForm.state === "idle"
        ? lastForm.data?.notice
        : null;
  const sent = (name: string) => () => setLast(name);
  const formProps = { leadId: lead.id, pageAnswer };
  const subject = leadPage.reply.subjectFor(lead.name);
  return (
    <div className="space-y-5">
      <Link
        to="/inbox"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {leadPage.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1
            className={`font-display text-2xl font-semibold tracking-tight text-ink-900 ${typedText}`}
          >
            {lead.name || lead.email || lead.phone || leadList.noName}
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            {leadPage.received} <Time iso={lead.received_at} now={now} /> ·{" "}
            {exactTime(lead.received_at)}
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </div>
      <Notice message={notice} />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <Panel id="details" title={leadPage.details}>
            <LeadFields
              lead={lead}
              labels={sourceLabels}
              languageNames={shell?.languageNames ?? {}}
            />
          </Panel>

          {booked.bookings.length > 0 ? (
            <Panel
              id="bookings"
              title={leadBookingsPanel.heading}
              intro={leadBookingsPanel.intro(booked.zone)}
            >
              <LeadBookings {...booked} now={now} {...formProps} onSent={setLast} />
            </Panel>
          ) : null}

          <Panel id="reply" title={leadPage.reply.heading}>
            {lead.replies.length > 0 ? (
              <ul className="mb-4 space-y-3">
                {lead.replies.map((reply) => (
                  <li
                    key={reply.id}
                    className={`rounded-lg border border-surface-200 p-3 ${typedText}`}
                  >
                    <p className="text-sm font-semibold text-ink-900">{reply.subject}</p>
                    <p className="text-xs text-ink-600">
                      {leadPage.reply.sentBy(reply.author_email)} ·{" "}
                      <Time iso={reply.created_at} now={now} />
                    </p>
                    <p className="mt-2 text-sm whitespace-pre-wrap text-ink-800">{reply.body}</p>
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
              <p className="text-sm text-ink-700">{leadPage.reply.noEmail}</p>
            ) : replyByEmail ? (
              <div onSubmit={sent("reply")}>
                <ReplyForm {...formProps} subject={subject} />
              </div>
            ) : (
              <div>
                <p className="text-sm text-ink-700">{leadPage.reply.mailtoIntro}</p>
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
              <p className="text-sm text-ink-600">{leadPage.notes.empty}</p>
            ) : (
              <ul className="space-y-3">
                {lead.notes.map((note) => (
                  <li
                    key={note.id}
                    className={`rounded-lg bg-warning-50/60 p-3 ring-1 ring-warning-100 ${typedText}`}
                  >
                    <p className="text-sm whitespace-pre-wrap text-ink-900">{note.body}</p>
                    <p className="mt-1 text-xs text-ink-600">
                      {note.author_email} ·{" "}
                      <time dateTime={note.created_at}>{exactTime(note.created_at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <div onSubmit={sent("note")}>
              <NoteForm {...formProps} />
            </div>
          </Panel>
        </div>

        <div className="space-y-5">
          <Panel id="status" title={leadPage.status.heading}>
            <div onSubmit={sent("status")}>
              <StatusForm {...formProps} status={lead.status} />
            </div>
          </Panel>

          <Panel
            id="deliveries"
            title={leadPage.deliveries.heading}
            intro={leadPage.deliveries.intro}
          >
            {lead.deliveries.length === 0 ? (
              <p className="text-sm text-ink-600">{leadPage.deliveries.none}</p>
            ) : (
              <div className="space-y-3" onSubmit={sent(PAGE_FORM)}>
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
            {lead.email || lead.phone ? (
              <Form method="post" className="space-y-3" onSubmit={sent(PAGE_FORM)}>
                <input type="hidden" name="intent" value="erase" />
                <p className={`text-sm text-ink-700 ${typedText}`}>
                  {lead.email
                    ? leadPage.erase.intro(lead.email)
                    : leadPage.erase.introByPhone(lead.phone)}
                </p>
                <label className="flex items-start gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    className="mt-0.5 size-4 accent-danger-600"
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
              <p className="text-sm text-ink-700">{leadPage.erase.noContact}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
