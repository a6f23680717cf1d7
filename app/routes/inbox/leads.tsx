import { formatCount } from "../../../core/inbox/lead-rules";
import { Form, Link, useRouteLoaderData } from "react-router";
import { inboxTitle, leadList } from "~/content/inbox";
import { LeadFilters } from "~/inbox/LeadFilters";
import { LeadTable } from "~/inbox/LeadTable";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import { Pager } from "~/inbox/Pager";
import { secondaryButton } from "~/inbox/styles";
import { useRefreshOnFocus } from "~/inbox/useRefreshOnFocus";
import type { Route } from "./+types/leads";
import type { loader as shellLoader } from "./shell.server";

export { action, loader } from "./leads.server";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(leadList.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Leads({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, filter, search, nextHref, firstPage, notice, now } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>("routes/inbox/shell");
  const failed = shell?.counts.failedDeliveries ?? 0;
  const sourceLabels = shell?.sourceLabels ?? {};
  const languageNames = shell?.languageNames ?? {};
  useRefreshOnFocus();
  const filtered = search !== "";
  return (
    <div className="space-y-5">
      <PageHeading title={leadList.title} intro={leadList.intro}>
        {failed > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend-all-failed" />
            <button type="submit" className={secondaryButton}>
              {leadList.resendAllFailed(formatCount(failed))}
            </button>
          </Form>
        ) : null}
        <a
          href={`/inbox/export.csv${search ? `?${search}` : ""}`}
          download
          className={secondaryButton}
        >
          {leadList.export}
        </a>
      </PageHeading>
      <Notice message={actionData?.notice ?? notice} />
      <LeadFilters key={search} filter={filter} sourceLabels={sourceLabels} />
      {leads.length === 0 ? (
        <div className="rounded-xl border border-dashed border-surface-300 bg-white px-6 py-12 text-center">
          <p className="text-sm text-ink-700">
            {filtered || !firstPage ? leadList.noMatch : leadList.empty}
          </p>
          {filtered ? (
            <Link
              to="/inbox"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {leadList.clear}
            </Link>
          ) : null}
        </div>
      ) : (
        <LeadTable
          leads={leads}
          now={now}
          sourceLabels={sourceLabels}
          languageNames={languageNames}
        />
      )}
      <Pager
        newestHref={`/inbox${search ? `?${search}` : ""}`}
        nextHref={nextHref}
        firstPage={firstPage}
      />
    </div>
  );
}
