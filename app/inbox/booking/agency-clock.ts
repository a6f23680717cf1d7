/**
 * Times and dates as staff read them in the agency's zone. Server and browser format with the
 * same zone, so the page hydrates to the same text.
 */
export function agencyClock(zone: string) {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const date = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return {
    /** "14:30" */
    time: (iso: string) => time.format(new Date(iso)),
    /** "2026-11-27", as a date input takes it. */
    date: (iso: string) => date.format(new Date(iso)),
  };
}

const dayHeading = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
});

/** "Friday, Nov 27" for the calendar date "2026-11-27". */
export const dayName = (isoDate: string) => dayHeading.format(new Date(`${isoDate}T12:00:00Z`));

/** The id of a booking's card on Appointments: a link to the week plus this lands on it. */
export const bookingAnchor = (bookingId: string) => `booking-${bookingId}`;

/** Appointments at the week of the booking's start, scrolled to its card. */
export const appointmentHref = (bookingId: string, startsAt: string, zone: string) =>
  `/inbox/appointments?week=${agencyClock(zone).date(startsAt)}#${bookingAnchor(bookingId)}`;
