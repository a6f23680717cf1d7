import { Form, Link } from "react-router";
import type { LeadFilter } from "../../server/db/lead-filter";
import { interestOptions } from "~/content/interests";
import { leadList, sourceLabels, statusLabels } from "~/content/inbox";
import { LEAD_STATUSES } from "./lead-rules";
import { input, label, primaryButton } from "./styles";

const select = `${input} pr-8`;

/** A GET form: the filter lands in the URL, so back, reload and shared links keep it. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const filtered = Object.keys(filter).length > 0;
  return (
    <Form
      method="get"
      role="search"
      aria-label={leadList.filters}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="lead-search" className={label}>
            {leadList.search}
          </label>
          <input
            id="lead-search"
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            placeholder={leadList.searchPlaceholder}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="lead-status" className={label}>
            {leadList.status}
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className={select}
          >
            <option value="">{leadList.any}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-source" className={label}>
            {leadList.source}
          </label>
          <select
            id="lead-source"
            name="source"
            defaultValue={filter.source ?? ""}
            className={select}
          >
            <option value="">{leadList.any}</option>
            <option value="form">{sourceLabels.form}</option>
            <option value="voice">{sourceLabels.voice}</option>
          </select>
        </div>
        <div>
          <label htmlFor="lead-interest" className={label}>
            {leadList.interest}
          </label>
          <select
            id="lead-interest"
            name="interest"
            defaultValue={filter.interest ?? ""}
            className={select}
          >
            <option value="">{leadList.any}</option>
            {interestOptions.map((interest) => (
              <option key={interest} value={interest}>
                {interest}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {leadList.apply}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="attention"
            value="1"
            defaultChecked={filter.attention}
            className="size-4 rounded border-slate-300 accent-indigo-600"
            aria-describedby="attention-hint"
          />
          {leadList.attention}
          <span id="attention-hint" className="text-slate-600">
            ({leadList.attentionHint})
          </span>
        </label>
        {filtered ? (
          <Link to="/inbox" className="text-sm font-semibold text-indigo-700 hover:underline">
            {leadList.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
