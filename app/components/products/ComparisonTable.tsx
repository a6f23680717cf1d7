import { ServerMarkup } from "~/ui/ServerMarkup";
import { Check, Minus } from "lucide";
import { Icon } from "~/ui/Icon";
import type { ComparisonCell } from "~/content/products";
import type { SiteWords } from "~/content/words";
import { Section } from "~/ui/Section";

type Products = SiteWords["products"];

function Cell({ value, words }: { value: ComparisonCell; words: Products["comparison"] }) {
  if (typeof value === "string") {
    return <span className="font-semibold text-ink-900">{value}</span>;
  }
  return value ? (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-success-100 text-success-700">
      <Icon icon={Check} className="size-5" />
      <span className="sr-only">{words.includedLabel}</span>
    </span>
  ) : (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-surface-100 text-ink-500">
      <Icon icon={Minus} className="size-5" />
      <span className="sr-only">{words.notIncludedLabel}</span>
    </span>
  );
}

export function ComparisonTable({
  words,
  models,
}: {
  words: Products["comparison"];
  models: Products["models"];
}) {
  return (
    <Section id="compare" heading={words} className="bg-white py-24 sm:py-28">
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <ServerMarkup
        id="comparison-table"
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="mx-auto max-w-4xl overflow-x-auto rounded-3xl border border-surface-200 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <table className="w-full border-collapse text-left">
          <caption id="compare-caption" className="sr-only">
            {words.caption}
          </caption>
          <thead className="bg-surface-950 text-white">
            <tr>
              <th scope="col" className="px-3 py-4 font-semibold sm:px-6 sm:py-5">
                {words.featureHeader}
              </th>
              {models.map((model) => (
                <th
                  key={model.name}
                  scope="col"
                  className="px-3 py-4 text-center font-display font-semibold sm:px-6 sm:py-5"
                >
                  {model.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-surface-200">
            {words.rows.map((row) => (
              <tr
                key={row.feature}
                className="transition-colors even:bg-surface-50 hover:bg-brand-50/60"
              >
                <th scope="row" className="px-3 py-4 font-medium text-ink-800 sm:px-6">
                  {row.feature}
                </th>
                {row.cells.map((value, index) => (
                  <td key={index} className="px-3 py-4 text-center sm:px-6">
                    <Cell value={value} words={words} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ServerMarkup>
    </Section>
  );
}
