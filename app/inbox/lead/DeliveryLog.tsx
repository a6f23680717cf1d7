import { Form } from "react-router";
import type { DeliveryWithLog } from "../../../server/inbox/lead-desk";
import { channelLabels, leadPage } from "~/content/inbox";
import { DeliveryBadge } from "../Badges";
import { secondaryButton, typedText } from "../styles";
import { exactTime } from "../Time";

const outcomeTone = {
  delivered: "text-success-700",
  retry: "text-warning-800",
  failed: "text-danger-700",
};

/** One delivery with every attempt and, unless it is waiting to go, a Resend button. */
export function DeliveryLog({ delivery, label }: { delivery: DeliveryWithLog; label?: string }) {
  const { deliveries } = leadPage;
  const name = label ?? channelLabels[delivery.channel];
  return (
    <div className="rounded-lg border border-surface-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          {name} <DeliveryBadge state={delivery.status} />
        </p>
        {delivery.status !== "pending" ? (
          <Form method="post">
            <input type="hidden" name="delivery" value={delivery.id} />
            <button
              type="submit"
              name="intent"
              value="resend"
              className={`${secondaryButton} min-h-8 px-3 py-1 text-xs`}
              aria-label={`${deliveries.resend}: ${name}`}
            >
              {deliveries.resend}
            </button>
          </Form>
        ) : (
          <p className="text-xs text-ink-600">
            {deliveries.nextTry}: {exactTime(delivery.next_attempt_at)}
          </p>
        )}
      </div>
      {delivery.attemptLog.length === 0 ? (
        <p className="mt-2 text-xs text-ink-600">{deliveries.noAttempts}</p>
      ) : (
        <ol aria-label={`${deliveries.attempts}: ${name}`} className="mt-2 space-y-1">
          {delivery.attemptLog.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap gap-x-2 text-xs">
              <time dateTime={attempt.started_at} className="text-ink-600">
                {exactTime(attempt.started_at)}
              </time>
              <span className={`font-semibold ${outcomeTone[attempt.outcome]}`}>
                {deliveries.outcome[attempt.outcome]}
              </span>
              <span className={`min-w-0 text-ink-700 ${typedText}`}>{attempt.detail}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
