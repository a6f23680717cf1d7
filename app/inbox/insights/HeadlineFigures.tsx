import type { Figure, InsightsReport } from "../../../server/inbox/inbox-context";
import { insightsPage } from "~/content/insights";
import { count, percent } from "./figures";

const words = insightsPage.headline;

function Change({ figure, format }: { figure: Figure; format: (n: number) => string }) {
  if (figure.before === 0 && figure.now === 0) {
    return <span className="text-ink-500">{words.change("same", "")}</span>;
  }
  if (figure.before === 0) return <span className="text-ink-500">{words.noBefore}</span>;
  const ratio = (figure.now - figure.before) / figure.before;
  const sign = ratio > 0 ? "up" : ratio < 0 ? "down" : "same";
  const tone =
    sign === "up" ? "text-success-700" : sign === "down" ? "text-danger-700" : "text-ink-500";
  return (
    <span className={tone}>
      <span aria-hidden="true">{sign === "up" ? "▲ " : sign === "down" ? "▼ " : ""}</span>
      {words.change(sign, percent(Math.abs(ratio)))}
      <span className="text-ink-500"> · {words.before(format(figure.before))}</span>
    </span>
  );
}

/** Visitors, page views, leads and conversion, each beside the period before. */
export function HeadlineFigures({ headline }: { headline: InsightsReport["headline"] }) {
  const cards = [
    { label: words.visitors, figure: headline.visitors, format: count },
    { label: words.pageviews, figure: headline.pageviews, format: count },
    { label: words.leads, figure: headline.leads, format: count },
    {
      label: words.conversion,
      figure: headline.conversion,
      format: percent,
      hint: words.conversionHint,
    },
  ];
  return (
    <section aria-label={words.label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, figure, format, hint }) => (
          <div key={label} className="rounded-xl border border-surface-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-ink-600">
              {label}
              {hint ? <span className="sr-only"> ({hint})</span> : null}
            </dt>
            <dd className="mt-1 font-display text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
              {format(figure.now)}
            </dd>
            <dd className="mt-1 text-xs font-medium">
              <Change figure={figure} format={format} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
