import type { InsightsReport } from "../../../server/inbox/inbox-context";
import { insightsPage } from "~/content/insights";
import { panel, panelHeading } from "../styles";
import { count } from "./figures";

const words = insightsPage.daily;
const WIDTH = 720;
const HEIGHT = 180;

/** Bars of visitors per day, leads marked on them; the same figures in a table one click away. */
export function DailyChart({ daily }: { daily: InsightsReport["daily"] }) {
  const largest = Math.max(1, ...daily.map((day) => day.visitors));
  const slot = WIDTH / daily.length;
  const bar = Math.max(2, Math.min(36, slot * 0.7));
  const y = (value: number) => HEIGHT - (value / largest) * (HEIGHT - 14);
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const leads = daily.reduce((sum, day) => sum + day.leads, 0);
  return (
    <section aria-labelledby="daily-heading" className={`${panel} p-5`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="daily-heading" className={panelHeading}>
          {words.heading}
        </h2>
        <p className="flex gap-4 text-xs text-ink-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand-500" /> {words.visitors}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-1 w-2.5 rounded-sm bg-success-500" /> {words.leads}
          </span>
        </p>
      </div>
      <p className="mt-4 text-xs text-ink-500 tabular-nums" aria-hidden="true">
        {count(largest)}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-40 w-full border-b border-surface-300 sm:h-48"
        role="img"
        aria-label={words.chartLabel(daily.length, count(visitors), count(leads))}
      >
        <line x1="0" x2={WIDTH} y1={y(largest)} y2={y(largest)} className="stroke-surface-100" />
        {daily.map((day, i) => {
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={y(day.visitors)}
                width={bar}
                height={HEIGHT - y(day.visitors)}
                className="fill-brand-500"
              />
              {day.leads > 0 ? (
                <rect
                  x={x}
                  y={y(day.visitors) - 10}
                  width={bar}
                  height="6"
                  className="fill-success-500"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>{daily[0]!.day}</span>
        {daily.length > 1 ? <span>{daily[daily.length - 1]!.day}</span> : null}
      </p>
      <details className="mt-3 rounded-lg border border-surface-200">
        <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-brand-700">
          {words.asTable}
        </summary>
        <div className="max-h-80 overflow-auto border-t border-surface-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-50 text-ink-600">
              <tr>
                {[words.day, words.visitors, words.pageviews, words.leads].map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-2 font-medium ${i > 0 ? "text-right" : ""}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-surface-100">
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-4 py-2 font-normal text-ink-900">
                    {day.day}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{count(day.visitors)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{count(day.pageviews)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{count(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
