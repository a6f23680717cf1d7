import type { Booking } from "../../../server/inbox/inbox-context";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { AppointmentCard } from "./AppointmentCard";
import { agencyClock, dayName } from "./agency-clock";

/**
 * One markup for both: on a phone an agenda of the days that have bookings, on a wide screen a
 * week of seven columns, empty days included.
 */
export function AppointmentWeek({
  days,
  today,
  appointments,
  zone,
  now,
  problems,
}: {
  days: readonly string[];
  today: string;
  appointments: readonly Booking[];
  zone: string;
  now: string;
  problems?: { bookingId: string; problems: readonly string[] };
}) {
  const clock = agencyClock(zone);
  const byDay = new Map(days.map((day) => [day, [] as Booking[]]));
  for (const booking of appointments) byDay.get(clock.date(booking.startsAt))?.push(booking);
  return (
    <>
      {appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-surface-300 bg-white px-4 py-6 text-center text-sm text-ink-600 xl:hidden">
          {words.noneThisWeek}
        </p>
      ) : null}
      <ol className="grid gap-5 xl:grid-cols-7 xl:gap-2">
        {days.map((day) => {
          const bookings = byDay.get(day) ?? [];
          const isToday = day === today;
          return (
            <li
              key={day}
              aria-labelledby={`day-${day}`}
              className={`min-w-0 xl:rounded-xl xl:border xl:p-2 ${
                isToday
                  ? "xl:border-brand-300 xl:bg-brand-50/60"
                  : "xl:border-surface-200 xl:bg-surface-50"
              } ${bookings.length === 0 ? "hidden xl:block" : ""}`}
            >
              <h2
                id={`day-${day}`}
                className={`mb-2 text-sm font-semibold ${isToday ? "text-brand-800" : "text-ink-800"}`}
              >
                <time dateTime={day}>{dayName(day)}</time>
              </h2>
              {bookings.length === 0 ? (
                <p className="text-xs text-ink-600">{words.none}</p>
              ) : (
                <ul className="space-y-2">
                  {bookings.map((booking) => (
                    <li key={booking.id}>
                      <AppointmentCard
                        booking={booking}
                        zone={zone}
                        now={now}
                        problems={
                          problems?.bookingId === booking.id ? problems.problems : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
