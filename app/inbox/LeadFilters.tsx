import { Form, Link } from "react-router";
import type { LeadFilter } from "../../core/inbox/lead-filter";
import { interestOptions } from "../../core/content/interests";
import { leadList, statusLabels } from "~/content/inbox";
import type { SourceLabels } from "./source-label";
import { LEAD_STATUSES } from "../../core/contact/lead-status";
import { input, label, primaryButton } from "./styles";

const select = `${input} pr-8`;

/** A GET form: the filter lands in the URL, so back, reload and shared links keep it. */
export function LeadFilters({
  filter,
  sourceLabels,
}: {
  filter: LeadFilter;
  sourceLabels: SourceLabels;
}) {
  const filtered = Object.keys(filter).length > 0;
  return (
    <Form
      method="get"
      role="search"
      aria-label={leadList.filters}
      className="rounded-xl border border-surface-200 bg-white p-4 shadow-sm"
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
        <FilterSelect
          name="status"
          label={leadList.status}
          value={filter.status}
          options={LEAD_STATUSES.map((status) => [status, statusLabels[status]])}
        />
        <FilterSelect
          name="source"
          label={leadList.source}
          value={filter.source}
          options={Object.entries(sourceLabels)}
        />
        <FilterSelect
          name="interest"
          label={leadList.interest}
          value={filter.interest}
          options={interestOptions.map((interest) => [interest, interest])}
        />
        <button type="submit" className={primaryButton}>
          {leadList.apply}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex flex-wrap items-center gap-x-2 text-sm text-ink-800">
          <input
            type="checkbox"
            name="attention"
            value="1"
            defaultChecked={filter.attention}
            className="size-4 rounded border-surface-300 accent-brand-600"
            aria-describedby="attention-hint"
          />
          {leadList.attention}
          <span id="attention-hint" className="basis-full pl-6 text-ink-600 sm:basis-auto sm:pl-0">
            ({leadList.attentionHint})
          </span>
        </label>
        {filtered ? (
          <Link to="/inbox" className="text-sm font-semibold text-brand-700 hover:underline">
            {leadList.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** One of the filter's drop-downs, "Any" first; `options` are [value, label] pairs. */
function FilterSelect(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: [string, string][];
}) {
  const id = `lead-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value ?? ""} className={select}>
        <option value="">{leadList.any}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
