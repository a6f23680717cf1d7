/**
 * The agency's booking defaults and every word of the booking rules: the meeting type a visitor
 * books when nothing else is set, the weekly hours in the agency's time zone, and the messages
 * that explain a refused setting or a refused time. Staff change hours in the inbox later; these
 * are where a fresh install starts.
 */

export const defaultMeetingType = {
  id: "free-consultation",
  name: "Free consultation",
  lengthMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 4 * 60,
  horizonDays: 60,
  maxPerDay: 8,
  slotStepMinutes: 30,
};

const workday = () => [{ start: "09:00", end: "17:00" }];

export const defaultAvailability = {
  timeZone: "America/New_York",
  weekly: {
    monday: workday(),
    tuesday: workday(),
    wednesday: workday(),
    thursday: workday(),
    friday: workday(),
    saturday: [],
    sunday: [],
  },
  overrides: [],
};

/** Messages for a meeting type or hours that cannot be used, shown to staff. */
export const bookingSettingErrors = {
  timeZone: (zone: string) =>
    `"${zone}" is not a known time zone. Use an IANA name such as America/New_York.`,
  timeOfDay: (label: string) => `${label} must be a time such as 09:00 (24-hour clock).`,
  endBeforeStart: (start: string, end: string) =>
    `The hours ${start}–${end} end before they start. Choose an end after the start.`,
  overlap: (first: string, second: string) =>
    `The hours ${first} and ${second} overlap. Join them or move one.`,
  tooManyIntervals: (max: number) => `A day can have at most ${max} sets of hours.`,
  date: (value: string) => `"${value}" is not a date such as 2027-03-16.`,
  duplicateDate: (date: string) => `${date} has more than one override. Keep one.`,
  tooManyOverrides: (max: number) => `At most ${max} date overrides can be kept.`,
  slug: "The meeting type's id may use lower-case letters, digits and dashes (at most 64).",
  name: (max: number) => `The meeting type needs a name of at most ${max} characters.`,
  wholeMinutes: (label: string, min: number, max: number) =>
    `${label} must be a whole number of minutes from ${min} to ${max}.`,
  wholeDays: (label: string, min: number, max: number) =>
    `${label} must be a whole number of days from ${min} to ${max}.`,
  perDay: (max: number) => `The daily limit must be a whole number from 1 to ${max}, or none.`,
} as const;

/** Why a requested start is not bookable, in words a visitor (or the assistant) can repeat. */
export const slotRefusals = {
  malformed:
    "That start time could not be read. Send an ISO 8601 time with its offset, such as 2027-03-16T10:00:00-04:00.",
  past: "That time has already passed.",
  tooSoon: (minutes: number) =>
    `Appointments must be booked at least ${minutesInWords(minutes)} ahead.`,
  beyondHorizon: (days: number) =>
    `Appointments can be booked at most ${days} ${days === 1 ? "day" : "days"} ahead.`,
  outsideHours: "That time is not one of the appointment times we offer.",
  dayFull: "That day is fully booked.",
  taken: "That time was just taken.",
} as const;

/** 240 → "4 hours", 90 → "1 hour and 30 minutes", 2880 → "2 days". */
export function minutesInWords(minutes: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"}`;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [
    days && unit(days, "day"),
    hours && unit(hours, "hour"),
    (rest || minutes === 0) && unit(rest, "minute"),
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!;
}
