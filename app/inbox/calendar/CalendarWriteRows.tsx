import { calendarWrite as words } from "~/content/calendar-write";
import { Time } from "~/inbox/Time";
import type { CalendarWriteState } from "../../../server/inbox/inbox-context";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-700">{term}</dt>
      <dd className="min-w-0 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * How the writes to the team's CalDAV calendar stand: on or off, the last attempt with what went
 * wrong in words, and how many changes wait. For the availability page's Calendar section.
 */
export function CalendarWriteRows({ state, now }: { state: CalendarWriteState; now: string }) {
  const { lastAttempt } = state;
  return (
    <dl className="divide-y divide-surface-100">
      <Row term={words.writes}>{state.on ? words.on : words.off}</Row>
      <Row term={words.lastAttempt}>
        {lastAttempt ? (
          <>
            <span
              className={
                lastAttempt.outcome === "delivered"
                  ? "font-semibold text-success-800"
                  : "font-semibold text-danger-800"
              }
            >
              {words.outcomes[lastAttempt.outcome]}
            </span>{" "}
            <Time iso={lastAttempt.at} now={now} />
            <span className="block wrap-anywhere text-ink-600">{lastAttempt.detail}</span>
          </>
        ) : (
          words.never
        )}
      </Row>
      <Row term={words.lastWritten}>
        {state.lastWritten ? <Time iso={state.lastWritten} now={now} /> : words.never}
      </Row>
      <Row term={words.pending}>{words.pendingHint(state.pending)}</Row>
      {state.failed > 0 ? <Row term={words.failed}>{words.failedHint(state.failed)}</Row> : null}
      <Row term={words.removals}>
        {words.removalsHint(state.removals.waiting, state.removals.failing)}
        {state.removals.lastError ? (
          <span className="block wrap-anywhere text-ink-600">{state.removals.lastError}</span>
        ) : null}
      </Row>
    </dl>
  );
}
