import { Form } from "react-router";
import { weekdays, type Availability } from "../../../core/booking/availability-schema";
import { availabilityPage } from "~/content/inbox-booking";
import { Field } from "~/inbox/Field";
import { input, primaryButton, secondaryButton } from "~/inbox/styles";

const words = availabilityPage.hours;

type Rows = Record<string, { start: string; end: string }[]>;

const dayName = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
/** The picker cannot show 24:00; the form reads 00:00 back as the end of the day. */
const pickerTime = (time: string) => (time === "24:00" ? "00:00" : time);

/**
 * The zone and each weekday's hours in one form. Each day ends with an empty row to add hours;
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
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {weekdays.map((day) => {
          const rows = weekly[day] ?? [];
          const name = dayName(day);
          return (
            <fieldset
              key={day}
              className="grid gap-2 px-4 py-3 sm:grid-cols-[8rem_1fr] sm:items-start"
            >
              <legend className="float-left pt-2 text-sm font-semibold text-slate-900">
                {name}
                {rows.length === 0 ? (
                  <span className="ml-2 font-normal text-slate-600">{words.closed}</span>
                ) : null}
              </legend>
              <ul className="space-y-2 sm:col-start-2">
                {[...rows, { start: "", end: "" }].map((row, index) => {
                  const isNew = index === rows.length;
                  const label = isNew ? words.addRow(name) : words.row(name, index + 1);
                  return (
                    <li
                      key={`${day}-${index}-${row.start}`}
                      className="flex flex-wrap items-center gap-2"
                    >
                      <input
                        type="time"
                        name={`${day}-start`}
                        aria-label={`${label}: ${words.from}`}
                        defaultValue={pickerTime(row.start)}
                        className={`${input} mt-0 w-32`}
                      />
                      <span aria-hidden="true" className="text-slate-500">
                        –
                      </span>
                      <input
                        type="time"
                        name={`${day}-end`}
                        aria-label={`${label}: ${words.to}`}
                        defaultValue={pickerTime(row.end)}
                        className={`${input} mt-0 w-32`}
                      />
                      {isNew ? (
                        <span className="text-xs text-slate-600">{words.addRow(name)}</span>
                      ) : (
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
                      )}
                    </li>
                  );
                })}
              </ul>
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
