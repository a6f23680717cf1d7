/** Spoken form of a preferred time given as ISO 8601; words ("Tuesday 3 pm") are kept as said. */
export function spokenTime(preferredTime: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(preferredTime);
  if (!iso) return preferredTime;
  const [year, month, day, hour = 0, minute = 0] = iso.slice(1).filter(Boolean).map(Number) as [
    number,
    number,
    number,
    number?,
    number?,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (date.getUTCDate() !== day || hour > 23 || minute > 59) return preferredTime;
  // The caller's wall-clock time as written: formatted in UTC so the server's zone never shifts it.
  const dayPart = date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  if (iso[4] === undefined) return dayPart;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute === 0 ? `${h12}` : `${h12}:${String(minute).padStart(2, "0")}`;
  return `${dayPart} at ${clock} ${hour < 12 ? "am" : "pm"}`;
}
