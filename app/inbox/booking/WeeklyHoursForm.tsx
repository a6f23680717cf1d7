import { Form } from "react-router";
import { weekdays, type Availability } from "../../../core/booking/availability-schema";
import { availabilityPage } from "~/content/inbox-booking";
import { Field } from "~/inbox/Field";
import { linkButton, primaryButton, secondaryButton } from "~/inbox/styles";

const words = availabilityPage.hours;

type Rows = Record<string, { start: string; end: string }[]>;

/** Narrow enough for two and a dash on a 390 px screen. */
const timeInput =
  "min-h-10 w-32 rounded-lg border border-surface-300 bg-white px-2 py-2 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40";

const dayName = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
/** The picker cannot show 24:00; the form reads 00:00 back as the end of the day. */
const pickerTime = (time: string) => (time === "24:00" ? "00:00" : time);

function TimeRange({
  day,
  label,
  row,
}: {
  day: string;
  label: string;
  row: { start: string; end: string };
}) {
  return (
    <>
      <input
        type="time"
        name={`${day}-start`}
        aria-label={`${label}: ${words.from}`}
        defaultValue={pickerTime(row.start)}
        className={timeInput}
      />
      <span aria-hidden="true" className="text-ink-500">
        –
      </span>
      <input
        type="time"
        name={`${day}-end`}
        aria-label={`${label}: ${words.to}`}
        defaultValue={pickerTime(row.end)}
        className={timeInput}
      />
    </>
  );
}

/**
 * The zone and each weekday's hours in one form. "Add hours" opens an empty row for the day;
 * a Remove button submits the form without its row, so it works without JavaScript.
 */
export function WeeklyHoursForm({
  availability,
  zones,
  typed,
  describedBy,
}: {
  availability: Availability;
  zones: readonly string[];
  /** What was typed before a refusal, shown again to be corrected. */
  typed?: { timeZone: string; weekly: Rows } | null;
  describedBy: string;
}) {
  const weekly: Rows = typed?.weekly ?? availability.weekly;
  return (
    <Form method="post" className="space-y-5" aria-describedby={describedBy}>
      <input type="hidden" name="intent" value="weekly-hours" />
      <div className="max-w-md">
        <Field
          label={words.timeZone}
          name="timeZone"
          list="time-zones"
          defaultValue={typed?.timeZone ?? availability.timeZone}
          hint={words.timeZoneHint}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={64}
        />
        <datalist id="time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <div className="divide-y divide-surface-100 rounded-lg border border-surface-200">
        {weekdays.map((day) => {
          const rows = weekly[day] ?? [];
          const name = dayName(day);
          return (
            <fieldset
              key={day}
              className="grid gap-2 px-4 py-3 sm:grid-cols-[8rem_1fr] sm:items-start"
            >
              <legend className="float-left pt-2 text-sm font-semibold text-ink-900">
                {name}
                {rows.length === 0 ? (
                  <span className="ml-2 font-normal text-ink-600">{words.closed}</span>
                ) : null}
              </legend>
              <div className="space-y-2 sm:col-start-2">
                {rows.length > 0 ? (
                  <ul className="space-y-2">
                    {rows.map((row, index) => (
                      <li
                        key={`${index}-${row.start}-${row.end}`}
                        className="flex flex-wrap items-center gap-2"
                      >
                        <TimeRange day={day} label={words.row(name, index + 1)} row={row} />
                        <button
                          type="submit"
                          name="remove"
                          value={`${day}:${index}`}
                          formNoValidate
                          className={secondaryButton}
                          aria-label={words.removeRow(name, index + 1)}
                        >
                          {words.remove}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {/* Closed, its fields still belong to the form: a row filled in there is sent. */}
                <details>
                  <summary
                    className={`${linkButton} inline-flex min-h-10 cursor-pointer items-center text-sm`}
                  >
                    {words.addRow(name)}
                  </summary>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <TimeRange day={day} label={words.addRow(name)} row={{ start: "", end: "" }} />
                  </div>
                </details>
              </div>
            </fieldset>
          );
        })}
      </div>
      <button type="submit" className={primaryButton}>
        {words.save}
      </button>
    </Form>
  );
}
