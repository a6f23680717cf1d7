import { Temporal } from "temporal-polyfill";

/** iCalendar texts of recurring events and of large calendars, for the tests of how far reading goes. */

/**
 * One event of half an hour repeating by `rule` from `start`, written as DTSTART's parameters and
 * value: ":19700101T090000Z", or ";TZID=Europe/Berlin:20150105T080000".
 */
export function repeatingEvent(uid: string, start: string, rule: string, extra: string[] = []) {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20150101T000000Z",
    `DTSTART${start}`,
    "DURATION:PT30M",
    `RRULE:${rule}`,
    ...extra,
    "END:VEVENT",
  ];
}

export const feedOf = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Voicefront tests//EN", ...events.flat()]
    .concat("END:VCALENDAR")
    .join("\r\n");

/** `count` events every weekday from January 2015, as a calendar kept for years holds them. */
export function weekdayFeed(count: number, tzid?: string) {
  const events = Array.from({ length: count }, (_, index) => {
    const time = `20150105T${String(8 + (index % 9)).padStart(2, "0")}0000`;
    const start = tzid ? `;TZID=${tzid}:${time}` : `:${time}Z`;
    return repeatingEvent(
      `weekday-${index}@example.com`,
      start,
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    );
  });
  return feedOf(...events);
}

/**
 * `count` one-off events of half an hour, one a day from 1 January 2027 at 9:00 in `tzid` (an
 * IANA name no VTIMEZONE declares, as many feeds write it), or in UTC: no repeat rule among them.
 */
export function oneOffFeed(count: number, tzid?: string) {
  const first = Temporal.PlainDate.from("2027-01-01");
  const events = Array.from({ length: count }, (_, index) => {
    const time = `${first.add({ days: index }).toString().replace(/-/g, "")}T090000`;
    return [
      "BEGIN:VEVENT",
      `UID:one-off-${index}@example.com`,
      "DTSTAMP:20270101T000000Z",
      tzid ? `DTSTART;TZID=${tzid}:${time}` : `DTSTART:${time}Z`,
      "DURATION:PT30M",
      `SUMMARY:Busy ${index}`,
      "END:VEVENT",
    ];
  });
  return feedOf(...events);
}
