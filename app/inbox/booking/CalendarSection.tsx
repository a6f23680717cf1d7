import { Form, useNavigation } from "react-router";
import { calendarSection as words } from "~/content/inbox-calendar";
import { Time } from "~/inbox/Time";
import { secondaryButton, typedText } from "~/inbox/styles";
import type {
  CalendarStatus,
  CalendarStatusRow,
  ConnectionTest,
} from "../../../server/inbox/inbox-context";

const stateLook: Record<CalendarStatusRow["state"], string> = {
  ok: "bg-success-50 text-success-800 ring-success-600/20",
  stale: "bg-warning-50 text-warning-800 ring-warning-600/20",
  unavailable: "bg-danger-50 text-danger-800 ring-danger-600/20",
  waiting: "bg-surface-100 text-ink-700 ring-surface-500/20",
};

/**
 * The team's calendars: each one read (and, from the write side, where bookings go and the
 * subscription feed) with its state, and a test that reads each afresh and says what it found.
 */
export function CalendarSection({
  status,
  tests,
  now,
}: {
  status: CalendarStatus | null;
  tests: ConnectionTest[] | null;
  now: string;
}) {
  const navigation = useNavigation();
  const testing = navigation.formData?.get("intent") === "test-calendar";
  if (!status) return <p className="text-sm text-ink-600">{words.notConnected}</p>;
  // Rows of the write side (where bookings go, the subscription feed) show without a read one.
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-600">
        {status.connected ? words.intro(status.refreshMinutes) : words.notConnected}
      </p>
      {status.rows.length > 0 ? (
        <ul className="divide-y divide-surface-100 rounded-lg border border-surface-200">
          {status.rows.map((row) => (
            <CalendarRow key={row.id} row={row} now={now} outageMinutes={status.outageMinutes} />
          ))}
        </ul>
      ) : null}
      {status.connected ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="test-calendar" />
          <button type="submit" className={secondaryButton} disabled={testing}>
            {testing ? words.testing : words.test}
          </button>
        </Form>
      ) : null}
      {/* A live region of its own, not a second "status": the page's notice is that. */}
      {status.connected ? (
        <div aria-live="polite">{tests ? <TestResults tests={tests} /> : null}</div>
      ) : null}
    </div>
  );
}

/** The error without the calendar's name in front, where the row names it already. */
function withoutLabel(message: string, label: string) {
  if (!message.startsWith(`${label} `)) return message;
  const rest = message.slice(label.length + 1);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function stateWords(row: CalendarStatusRow, outageMinutes: number): string | null {
  const explained = words.stateExplained;
  switch (row.state) {
    case "stale":
      return explained.stale(outageMinutes);
    case "unavailable":
      return explained.unavailable(row.lastGoodAt !== null);
    case "waiting":
      return explained.waiting;
    case "ok":
      return explained.ok;
  }
}

function CalendarRow({
  row,
  now,
  outageMinutes,
}: {
  row: CalendarStatusRow;
  now: string;
  outageMinutes: number;
}) {
  const explained = stateWords(row, outageMinutes);
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">
            {words.role[row.role]}
          </p>
          <p className={`font-medium text-ink-900 ${typedText}`}>{row.label}</p>
        </div>
        <p
          className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${stateLook[row.state]}`}
        >
          {words.state[row.state]}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {words.lastGood}: {row.lastGoodAt ? <Time iso={row.lastGoodAt} now={now} /> : words.never}
        {row.events !== null ? <> · {words.events(row.events)}</> : null}
      </p>
      {explained ? <p className="mt-1 text-sm text-ink-600">{explained}</p> : null}
      {row.skippedCount > 0 ? <SkippedEvents row={row} /> : null}
      {row.lastError ? (
        <p className={`mt-1 text-sm text-danger-700 ${typedText}`}>
          {words.lastError} (<Time iso={row.lastError.at} now={now} />
          ): {withoutLabel(row.lastError.message, row.label)}
        </p>
      ) : null}
    </li>
  );
}

/** The events a read left out (a repeat rule that never matches), named for staff to correct. */
function SkippedEvents({ row }: { row: CalendarStatusRow }) {
  return (
    <div className="mt-1 text-sm text-warning-800">
      <p>{words.skipped(row.skippedCount)}</p>
      <ul className="list-disc pl-5">
        {row.skipped.map((event, index) => (
          <li key={`${index}-${event.uid}`} className={typedText}>
            {words.skippedEvent(event)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TestResults({ tests }: { tests: ConnectionTest[] }) {
  return (
    <section aria-label={words.testResults} className="rounded-lg bg-surface-50 p-4">
      <h3 className="text-sm font-semibold text-ink-900">{words.testResults}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {tests.map((test) => (
          <li key={test.label} className={typedText}>
            <span className="font-medium text-ink-900">{test.label}:</span>{" "}
            {test.ok ? (
              <span className="text-success-800">
                {words.found(test.name, test.eventsThisWeek)}
              </span>
            ) : (
              <span className="text-danger-700">{withoutLabel(test.message, test.label)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
