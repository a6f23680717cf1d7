import { Form, Link } from "react-router";
import { inboxTitle, leadList, spamList } from "~/content/inbox";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import { Pager } from "~/inbox/Pager";
import { dangerButton, secondaryButton, typedText } from "~/inbox/styles";
import { Time } from "~/inbox/Time";
import type { Route } from "./+types/spam";

export { action, loader } from "./spam.server";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(spamList.title) },
  { name: "robots", content: "noindex, nofollow" },
];

/** The held suspects, each with why it was held, to release or delete. */
export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, nextHref, firstPage, now } = loaderData;
  return (
    <div className="space-y-5">
      <PageHeading title={spamList.title} intro={spamList.intro} />
      <Notice message={actionData && "notice" in actionData ? actionData.notice : null} />
      <Notice
        message={actionData && "error" in actionData ? actionData.error : null}
        tone="error"
      />
      {leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-surface-300 bg-white px-6 py-12 text-center text-sm text-ink-700">
          {spamList.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {leads.map((lead) => {
            const who = lead.name || lead.email || leadList.noName;
            return (
              <li
                key={lead.id}
                className="rounded-xl border border-surface-200 bg-white p-4 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <Link
                      to={`/inbox/leads/${lead.id}`}
                      className={`line-clamp-2 min-w-0 font-semibold text-ink-900 hover:text-brand-700 hover:underline ${typedText}`}
                    >
                      {who}
                    </Link>
                    <span className="text-xs text-ink-600">
                      <Time iso={lead.received_at} now={now} />
                    </span>
                  </p>
                  <p className="truncate text-sm text-ink-600">
                    {[lead.email, lead.company].filter(Boolean).join(" · ")}
                  </p>
                  <p className={`mt-2 text-sm text-ink-800 ${typedText}`}>
                    <span className="font-medium">{spamList.reason}:</span> {lead.spam_reason}
                  </p>
                </div>
                <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
                  <RowAction
                    id={lead.id}
                    intent="not-spam"
                    text={spamList.notSpam}
                    who={who}
                    className={secondaryButton}
                  />
                  <RowAction
                    id={lead.id}
                    intent="delete"
                    text={spamList.delete}
                    who={who}
                    className={dangerButton}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager newestHref="/inbox/spam" nextHref={nextHref} firstPage={firstPage} />
    </div>
  );
}

/** A plain form with one button for one held lead, named with the lead for screen readers. */
function RowAction(props: {
  id: string;
  intent: string;
  text: string;
  who: string;
  className: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        className={props.className}
        aria-label={`${props.text}: ${props.who}`}
      >
        {props.text}
      </button>
    </Form>
  );
}
