import type { HoursInterval, MeetingType } from "./availability-schema";

/**
 * The booking settings' log, in words staff read on the availability page, and the messages for a
 * settings form that cannot be read.
 */

const hours = (intervals: readonly HoursInterval[]) =>
  intervals.length === 0
    ? "closed"
    : intervals.map(({ start, end }) => `${start}–${end}`).join(", ");

const meetingTypeFields: Record<Exclude<keyof MeetingType, "id">, string> = {
  name: "name",
  lengthMinutes: "length",
  bufferBeforeMinutes: "buffer before",
  bufferAfterMinutes: "buffer after",
  minimumNoticeMinutes: "minimum notice",
  horizonDays: "horizon",
  maxPerDay: "daily limit",
  slotStepMinutes: "slot step",
};

const fieldValue = (field: keyof MeetingType, value: MeetingType[keyof MeetingType]) => {
  if (value === null) return "none";
  if (field === "horizonDays") return `${value} days`;
  if (field.endsWith("Minutes")) return `${value} min`;
  return String(value);
};

export const settingsChanges = {
  meetingType: (before: MeetingType, after: MeetingType) => {
    const changed = (Object.keys(meetingTypeFields) as (keyof typeof meetingTypeFields)[])
      .filter((field) => before[field] !== after[field])
      .map(
        (field) =>
          `${meetingTypeFields[field]} ${fieldValue(field, before[field])} → ${fieldValue(field, after[field])}`,
      );
    return `Meeting type “${after.name}”: ${changed.join("; ")}`;
  },
  timeZone: (before: string, after: string) => `Time zone ${before} → ${after}`,
  weekday: (day: string, intervals: readonly HoursInterval[]) =>
    `${day.charAt(0).toUpperCase()}${day.slice(1)} ${hours(intervals)}`,
  weeklyHours: (parts: string[]) => `Weekly hours: ${parts.join("; ")}`,
  overrideAdded: (date: string, intervals: readonly HoursInterval[]) =>
    intervals.length === 0 ? `Day off on ${date}` : `Other hours on ${date}: ${hours(intervals)}`,
  overrideRemoved: (date: string) => `Removed the override of ${date}`,
} as const;

export const settingsFormErrors = {
  unknownMeetingType: "That meeting type no longer exists. Reload the page.",
  unknownOverride: (date: string) => `There is no override on ${date} to remove.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  halfInterval: (day: string) => `${day}: give both a start and an end, or leave both empty.`,
  otherHours: (date: string) => `${date}: other hours need a start and an end.`,
  tooManyFields: "The form has more fields than the page sends. Reload the page.",
} as const;

/** Why staff could not change an appointment. */
export const appointmentErrors = {
  notFound: "That booking no longer exists. Reload the page.",
  newStart: "Choose the new date and start time.",
  cancelled: "That booking was cancelled: it cannot be changed.",
  notBegun: "A no-show can be marked only once the meeting has begun.",
  taken: "That time was just taken. Choose another.",
  past: "That booking has begun or passed: it can no longer be moved or cancelled.",
} as const;
