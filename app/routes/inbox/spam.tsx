import { Form, Link } from "react-router";
import { inboxTitle, leadList, spamList } from "~/content/inbox";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import { dangerButton, secondaryButton } from "~/inbox/styles";
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
      <Notice message={actionData?.notice} />
      {leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-700">
          {spamList.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {leads.map((lead) => {
            const who = lead.name || lead.email || leadList.noName;
            return (
              <li
                key={lead.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <Link
                      to={`/inbox/leads/${lead.id}`}
                      className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                    >
                      {who}
                    </Link>
                    <span className="text-xs text-slate-600">
                      <Time iso={lead.received_at} now={now} />
                    </span>
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    {[lead.email, lead.company].filter(Boolean).join(" · ")}
                  </p>
                  <p className="mt-2 text-sm text-slate-800">
                    <span className="font-medium">{spamList.reason}:</span> {lead.spam_reason}
                  </p>
                </div>
                <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
                  <Form method="post">
                    <input type="hidden" name="id" value={lead.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="not-spam"
                      className={secondaryButton}
                      aria-label={`${spamList.notSpam}: ${who}`}
                    >
                      {spamList.notSpam}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={lead.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={dangerButton}
                      aria-label={`${spamList.delete}: ${who}`}
                    >
                      {spamList.delete}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {nextHref || !firstPage ? (
        <nav aria-label={leadList.pages} className="flex justify-between gap-3">
          {firstPage ? (
            <span />
          ) : (
            <Link to="/inbox/spam" className={secondaryButton}>
              {leadList.newest}
            </Link>
          )}
          {nextHref ? (
            <Link to={nextHref} className={secondaryButton}>
              {leadList.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
