import { Form, Link } from "react-router";
import type { Period, PeriodChoice } from "../../../core/insights/insights-period";
import { insightsPage } from "~/content/insights";
import { input, label, secondaryButton } from "../styles";

const QUICK: Exclude<PeriodChoice, "range">[] = ["today", "7d", "30d"];

const chip = (current: boolean) =>
  `inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    current ? "bg-brand-600 text-white" : "text-ink-700 hover:bg-surface-100"
  }`;

function DayField({ name, label: text, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label className={label} htmlFor={`insights-${name}`}>
        {text}
      </label>
      <input
        id={`insights-${name}`}
        type="date"
        name={name}
        required
        defaultValue={value}
        className={`${input} w-40`}
      />
    </div>
  );
}

/** Today, 7 or 30 days as links, or a range of days: a GET form that works without JavaScript. */
export function PeriodPicker({
  period,
  asked,
}: {
  period: Period;
  asked: { from: string; to: string };
}) {
  const words = insightsPage.period;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav aria-label={words.legend}>
        <ul className="flex gap-1 rounded-xl border border-surface-200 bg-white p-1 shadow-sm">
          {QUICK.map((choice) => (
            <li key={choice}>
              <Link
                to={`?period=${choice}`}
                aria-current={period.choice === choice ? "page" : undefined}
                className={chip(period.choice === choice)}
              >
                {words.choices[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="period" value="range" />
        <DayField name="from" label={words.from} value={asked.from || period.from} />
        <DayField name="to" label={words.to} value={asked.to || period.to} />
        <button type="submit" className={secondaryButton}>
          {words.show}
        </button>
      </Form>
    </div>
  );
}
