/** Insights count in UTC days: what collecting and reporting both reckon with. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, as YYYY-MM-DD: the unit visitors are counted in. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const dayBefore = (day: string, days = 1) => dayOf(Date.parse(day) - days * DAY_MS);
