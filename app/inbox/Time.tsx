/**
 * Times as staff read them. Both the server and the browser format from the same `now` (sent
 * with the page's data), so the text matches when the page hydrates.
 */
export function relativeTime(iso: string, now: string): string {
  const seconds = Math.round((Date.parse(now) - Date.parse(iso)) / 1000);
  if (seconds < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 14) return `${days} d ago`;
  return exactTime(iso).slice(0, 11);
}

const exact = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A fixed, unambiguous form for titles and logs. */
export const exactTime = (iso: string) => `${exact.format(new Date(iso))} UTC`;

export function Time({ iso, now }: { iso: string; now: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
