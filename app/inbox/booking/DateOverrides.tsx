import { Form } from "react-router";
import type { DateOverride } from "../../../core/booking/availability-schema";
import { availabilityPage } from "~/content/inbox-booking";
import { Field } from "~/inbox/Field";
import { input, label, primaryButton, secondaryButton } from "~/inbox/styles";

const words = availabilityPage.overrides;

const hoursOf = (override: DateOverride) =>
  override.intervals.length === 0
    ? words.dayOff
    : override.intervals.map(({ start, end }) => `${start}–${end}`).join(", ");

/** The dates with hours of their own, each removable, and the form that adds one. */
export function DateOverrides({
  overrides,
  describedBy,
}: {
  overrides: readonly DateOverride[];
  describedBy: string;
}) {
  return (
    <div className="space-y-5">
      {overrides.length === 0 ? (
        <p className="text-sm text-ink-600">{words.none}</p>
      ) : (
        <ul className="divide-y divide-surface-100 rounded-lg border border-surface-200">
          {overrides.map((override) => (
            <li
              key={override.date}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <p className="text-sm">
                <time dateTime={override.date} className="font-semibold text-ink-900">
                  {override.date}
                </time>{" "}
                <span className="text-ink-700">{hoursOf(override)}</span>
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-override" />
                <input type="hidden" name="date" value={override.date} />
                <button
                  type="submit"
                  className={secondaryButton}
                  aria-label={words.removeLabel(override.date)}
                >
                  {words.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="space-y-4" aria-describedby={describedBy}>
        <input type="hidden" name="intent" value="add-override" />
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label={words.date} name="date" type="date" required />
          <fieldset>
            <legend className={label}>{words.kind}</legend>
            <div className="mt-2 flex flex-wrap gap-4 text-sm text-ink-800">
              <label className="inline-flex min-h-10 items-center gap-2">
                <input type="radio" name="kind" value="off" defaultChecked className="size-4" />
                {words.kindOff}
              </label>
              <label className="inline-flex min-h-10 items-center gap-2">
                <input type="radio" name="kind" value="hours" className="size-4" />
                {words.kindHours}
              </label>
            </div>
          </fieldset>
        </div>
        <fieldset>
          <legend className="text-sm text-ink-600">{words.hoursLegend}</legend>
          <div className="mt-1 flex flex-wrap items-end gap-3">
            <label className={`${label} w-36`}>
              {words.from}
              <input type="time" name="start" className={input} />
            </label>
            <label className={`${label} w-36`}>
              {words.to}
              <input type="time" name="end" className={input} />
            </label>
          </div>
        </fieldset>
        <button type="submit" className={primaryButton}>
          {words.add}
        </button>
      </Form>
    </div>
  );
}
