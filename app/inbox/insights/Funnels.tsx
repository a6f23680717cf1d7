import type { Funnel } from "../../../server/inbox/inbox-context";
import { insightsPage } from "~/content/insights";
import { Panel } from "../Panel";
import { barWidth, count, percent } from "./figures";

const words = insightsPage.funnels;

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const visits = funnel.steps[0]?.count ?? 0;
  const title = `${words.kinds[funnel.channel] ?? funnel.channel}: ${words.placements[funnel.placement]}`;
  return (
    <div className="rounded-lg border border-surface-200 p-4">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink-900">{title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.step}</th>
            <th scope="col">{words.count}</th>
            <th scope="col">{words.ofVisits}</th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.step}>
              <th scope="row" className="py-1.5 pr-2 font-normal">
                <span className="block text-ink-900">
                  {words.steps[step.step]}
                  {step.witness === "browser" ? (
                    <abbr title={words.browserOnly} className="ml-0.5 no-underline">
                      *
                    </abbr>
                  ) : null}
                </span>
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-surface-100">
                  <span
                    className={`block h-full rounded-full ${
                      step.step === "lead_created" || step.step === "booked"
                        ? "bg-success-500"
                        : "bg-brand-500"
                    }`}
                    style={{ width: barWidth(step.count, visits) }}
                  />
                </span>
              </th>
              <td className="w-14 py-1 text-right text-ink-900 tabular-nums">
                {count(step.count)}
              </td>
              <td className="w-14 py-1 text-right text-ink-600 tabular-nums">
                {visits > 0 ? percent(step.count / visits) : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Visit to call, chat or form to lead, for each place on the site where each can start. */
export function Funnels({ funnels }: { funnels: Funnel[] }) {
  return (
    <Panel id="funnels" title={words.heading} intro={words.intro}>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {funnels.map((funnel) => (
          <FunnelTable key={`${funnel.channel}-${funnel.placement}`} funnel={funnel} />
        ))}
      </div>
    </Panel>
  );
}
