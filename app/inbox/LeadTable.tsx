import { Link } from "react-router";
import type { LeadRow } from "../../server/inbox/lead-desk";
import { leadList } from "~/content/inbox";
import { sourceLabel, type SourceLabels } from "./source-label";
import { DeliveryBadge, QuietBadge, StatusBadge } from "./Badges";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import { typedText } from "./styles";
import { Time } from "./Time";

/**
 * The lead's name, on two lines at most: a bot's endless one is cut short here, whole on its
 * page. The dot of a new lead stands beside it, not on a line of its own above a long name.
 */
function LeadName({ lead }: { lead: LeadRow }) {
  const isNew = lead.status === "new";
  return (
    <Link
      to={`/inbox/leads/${lead.id}`}
      className={`flex items-baseline gap-2 rounded text-ink-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isNew ? "font-semibold" : "font-medium"}`}
    >
      {isNew ? (
        <span
          className="size-2 shrink-0 rounded-full bg-brand-600"
          role="img"
          aria-label={leadList.newLead}
        />
      ) : null}
      <span className={`line-clamp-2 min-w-0 ${typedText}`}>
        {lead.name || lead.email || lead.phone || leadList.noName}
      </span>
    </Link>
  );
}

function Source({
  lead,
  labels,
  languages,
}: {
  lead: LeadRow;
  labels: SourceLabels;
  languages: Record<string, string>;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <QuietBadge>{sourceLabel(labels, lead.source)}</QuietBadge>
      {lead.language !== SOURCE_LANGUAGE ? (
        <QuietBadge>{languages[lead.language] ?? lead.language}</QuietBadge>
      ) : null}
      {lead.incomplete ? <QuietBadge>{leadList.incomplete}</QuietBadge> : null}
    </span>
  );
}

/** The leads: a table on wide screens, a list of cards on a phone. New ones stand out. */
export function LeadTable({
  leads,
  now,
  sourceLabels,
  languageNames,
}: {
  leads: LeadRow[];
  now: string;
  sourceLabels: SourceLabels;
  /** The site's languages by code, named in the team's language: a lead's other than English shows. */
  languageNames: Record<string, string>;
}) {
  const { columns } = leadList;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-surface-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              {Object.values(columns).map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-surface-100">
            {leads.map((lead) => (
              <tr key={lead.id} className={lead.status === "new" ? "bg-brand-50/40" : undefined}>
                <td className="px-4 py-3 whitespace-nowrap text-ink-600">
                  <Time iso={lead.received_at} now={now} />
                </td>
                <td className="px-4 py-3">
                  {/* A cell's own max-width does not hold in a table: a block inside it does. */}
                  <div className="max-w-56">
                    <LeadName lead={lead} />
                    <p className="truncate text-xs text-ink-600">{lead.email || lead.phone}</p>
                  </div>
                </td>
                <td className="px-4 py-3 text-ink-700">
                  <p className="max-w-44 truncate">{lead.company || leadList.none}</p>
                </td>
                <td className="px-4 py-3 text-ink-700">
                  <p className="max-w-44 truncate">{lead.interest || leadList.none}</p>
                </td>
                <td className="px-4 py-3">
                  <Source lead={lead} labels={sourceLabels} languages={languageNames} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={lead.status} />
                </td>
                <td className="px-4 py-3">
                  <DeliveryBadge state={lead.delivery} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className={`rounded-xl border bg-white p-4 shadow-sm ${lead.status === "new" ? "border-brand-200" : "border-surface-200"}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <LeadName lead={lead} />
                <p className="truncate text-xs text-ink-600">
                  {[lead.company, lead.interest].filter(Boolean).join(" · ") || lead.email}
                </p>
              </div>
              <span className="shrink-0 text-xs text-ink-600">
                <Time iso={lead.received_at} now={now} />
              </span>
            </div>
            <div className="mt-3 flex flex-wrap gap-1.5">
              <StatusBadge status={lead.status} />
              <DeliveryBadge state={lead.delivery} />
              <Source lead={lead} labels={sourceLabels} languages={languageNames} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
