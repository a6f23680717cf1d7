import { availabilityPage } from "~/content/inbox-booking";
import { exactTime } from "~/inbox/Time";
import { typedText } from "~/inbox/styles";

const words = availabilityPage.log;

/** Who changed the booking settings, what, and when. */
export function SettingsLog({
  entries,
}: {
  entries: readonly { id: string; at: string; actor: string; change: string }[];
}) {
  if (entries.length === 0) return <p className="text-sm text-ink-600">{words.none}</p>;
  return (
    <ol className="divide-y divide-surface-100">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm">
          <p className={`text-ink-900 ${typedText}`}>{entry.change}</p>
          <p className="mt-0.5 text-xs text-ink-600">
            <time dateTime={entry.at}>{exactTime(entry.at)}</time> {words.by}{" "}
            <span className={typedText}>{entry.actor}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
