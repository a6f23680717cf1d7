import { fill } from "../../core/content/format";
import { useLayoutWords } from "~/language/page-language";
import { formatCallTime } from "./use-now";
import { useTimeLeft } from "./use-time-left";

/**
 * "Call ends in 00:25" in the last 30 seconds before the time cap; nothing before. Hidden from
 * screen readers, which hear the warning once from the page's call announcer instead of a count.
 */
export function TimeLeft({ className }: { className: string }) {
  const left = useTimeLeft();
  const { endsIn } = useLayoutWords().voice.callDetailsCopy;
  if (left === null) return null;
  return (
    <span aria-hidden="true" data-testid="call-time-left" className={`tabular-nums ${className}`}>
      {fill(endsIn, { clock: formatCallTime(left * 1000) })}
    </span>
  );
}
