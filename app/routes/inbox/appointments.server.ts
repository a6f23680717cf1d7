import { readForm } from "~/inbox/read-form.server";
import { data, redirect } from "react-router";
import { Temporal } from "temporal-polyfill";
import { timeZoneName } from "../../../core/booking/slot-presentation";
import { isIsoDate } from "../../../core/booking/visitor-day";
import { bookingChangeNotice, changeBooking } from "~/inbox/booking/booking-change.server";
import { bookingAnchor } from "~/inbox/booking/agency-clock";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/appointments";

/** The Monday of the week `requested` (an ISO date) falls in, or of this week, in `zone`. */
function weekStart(requested: string | null, zone: string, now: Date): Temporal.PlainDate {
  const day =
    requested && isIsoDate(requested)
      ? Temporal.PlainDate.from(requested)
      : Temporal.Instant.fromEpochMilliseconds(now.getTime())
          .toZonedDateTimeISO(zone)
          .toPlainDate();
  return day.subtract({ days: day.dayOfWeek - 1 });
}

const startOfDay = (day: Temporal.PlainDate, zone: string) =>
  new Date(day.toZonedDateTime(zone).epochMilliseconds);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookings } = requireStaff(request, context);
  const { availability } = await bookings.settings();
  const zone = availability.timeZone;
  const now = new Date();
  const search = new URL(request.url).searchParams;
  const monday = weekStart(search.get("week"), zone, now);
  const days = Array.from({ length: 7 }, (_, offset) => monday.add({ days: offset }));
  const appointments = await bookings.appointments({
    from: startOfDay(monday, zone),
    to: startOfDay(monday.add({ days: 7 }), zone),
  });
  return {
    zone,
    zoneName: timeZoneName(Temporal.Instant.fromEpochMilliseconds(now.getTime()), zone),
    /** The reference of a booking just moved here (after the reschedule's redirect). */
    moved: search.get("moved")?.slice(0, 20) ?? null,
    now: now.toISOString(),
    days: days.map((day) => day.toString()),
    today: Temporal.Instant.fromEpochMilliseconds(now.getTime())
      .toZonedDateTimeISO(zone)
      .toPlainDate()
      .toString(),
    previousWeek: monday.subtract({ days: 7 }).toString(),
    nextWeek: monday.add({ days: 7 }).toString(),
    appointments,
  };
}

/** Reschedule, cancel or mark a no-show; a refusal answers 400 in words, on the booking's card. */
export async function action({ request, context }: Route.ActionArgs) {
  const { bookings, staff } = requireStaff(request, context);
  const change = await changeBooking(bookings, staff.email, await readForm(request));
  if (!change.ok) {
    return data({ bookingId: change.bookingId, problems: change.problems }, { status: 400 });
  }
  const { intent, bookingId, answer } = change;
  const reference = answer.booking?.reference ?? "";
  if (intent === "reschedule" && answer.booking) {
    // The week the booking moved to, so staff see it where it now is.
    const zone = (await bookings.settings()).availability.timeZone;
    const day = Temporal.Instant.from(answer.booking.startsAt)
      .toZonedDateTimeISO(zone)
      .toPlainDate();
    const search = new URLSearchParams({ week: day.toString(), moved: reference });
    throw redirect(`/inbox/appointments?${search}#${bookingAnchor(bookingId)}`);
  }
  return { bookingId, done: bookingChangeNotice(intent, reference) };
}
