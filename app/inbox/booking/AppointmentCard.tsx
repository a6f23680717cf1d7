import { Form, Link } from "react-router";
import type { Booking } from "../../../server/inbox/inbox-context";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { QuietBadge } from "~/inbox/Badges";
import { linkButton, typedText } from "~/inbox/styles";
import { BookingControls } from "./BookingControls";
import { BookingLanguage } from "./BookingLanguage";
import { agencyClock, bookingAnchor } from "./agency-clock";

const statusTones: Record<Booking["status"], string> = {
  confirmed: "border-l-brand-500 bg-white",
  no_show: "border-l-warning-500 bg-warning-50/50",
  cancelled: "border-l-surface-300 bg-surface-100 [&_time]:line-through",
};

/** One booking: when, who, how it came, and (while it can change) what staff may do with it. */
export function AppointmentCard({
  booking,
  zone,
  now,
  problems,
}: {
  booking: Booking;
  zone: string;
  now: string;
  problems?: readonly string[];
}) {
  const clock = agencyClock(zone);
  return (
    <article
      id={bookingAnchor(booking.id)}
      aria-labelledby={`title-${booking.id}`}
      className={`scroll-mt-6 rounded-lg border border-l-4 border-surface-200 p-3 text-sm shadow-sm target:ring-2 target:ring-brand-500 ${statusTones[booking.status]}`}
    >
      <p className="font-semibold text-ink-900 tabular-nums">
        <time dateTime={booking.startsAt}>{clock.time(booking.startsAt)}</time>–
        <time dateTime={booking.endsAt}>{clock.time(booking.endsAt)}</time>
      </p>
      <h3 id={`title-${booking.id}`} className={`mt-0.5 font-semibold text-ink-900 ${typedText}`}>
        {booking.visitor.name}
      </h3>
      <p className="mt-1 text-xs text-ink-600">
        {words.reference}{" "}
        <span className="font-mono whitespace-nowrap text-ink-800">{booking.reference}</span>
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        <QuietBadge>{words.source[booking.source]}</QuietBadge>
        <QuietBadge>{words.status[booking.status]}</QuietBadge>
        <BookingLanguage booking={booking} />
      </p>
      <p className="mt-2">
        {booking.leadId ? (
          <Link
            to={`/inbox/leads/${booking.leadId}`}
            aria-label={`${words.lead}: ${booking.visitor.name}`}
            className={`${linkButton} text-xs`}
          >
            {words.lead}
          </Link>
        ) : (
          <span className="text-xs text-ink-600">{words.noLead}</span>
        )}
      </p>
      <BookingControls booking={booking} zone={zone} now={now} problems={problems} form={Form} />
    </article>
  );
}
