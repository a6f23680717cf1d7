import type { Activity } from "../../../server/inbox/lead-desk";
import { leadPage } from "~/content/inbox";
import { typedText } from "../styles";
import { exactTime } from "../Time";

/** Every staff action on the lead, newest first. */
export function ActivityLog({ activity }: { activity: Activity[] }) {
  if (activity.length === 0)
    return <p className="text-sm text-ink-600">{leadPage.activity.empty}</p>;
  return (
    <ol className="space-y-3">
      {activity.map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className={`text-ink-900 ${typedText}`}>
            <span className="font-medium">{entry.actor}</span>{" "}
            {leadPage.activity.actions[entry.action] ?? entry.action}
            {entry.detail ? <span className="text-ink-600"> ({entry.detail})</span> : null}
          </p>
          <time dateTime={entry.created_at} className="text-xs text-ink-600">
            {exactTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
