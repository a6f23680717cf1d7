import { Link } from "react-router";
import type { LeadBooking } from "../../../server/inbox/inbox-context";
import { appointmentsPage, leadBookingsPanel as words } from "~/content/inbox-booking";
import { QuietBadge } from "~/inbox/Badges";
import { BookingControls } from "~/inbox/booking/BookingControls";
import { BookingLanguage } from "~/inbox/booking/BookingLanguage";
import { agencyClock, appointmentHref, dayName } from "~/inbox/booking/agency-clock";
import { linkButton } from "~/inbox/styles";
import { exactTime } from "~/inbox/Time";
import { bookingForm, type LeadAnswer } from "./lead-answer";
import { useLeadForm } from "./useLeadForm";

type State = keyof typeof words.state;

const stateTones: Record<State, string> = {
  upcoming: "bg-brand-50 text-brand-800 ring-brand-200",
  past: "bg-surface-50 text-ink-700 ring-surface-200",
  cancelled: "bg-surface-100 text-ink-700 ring-surface-300",
  no_show: "bg-warning-50 text-warning-900 ring-warning-200",
};

function stateOf({ status, startsAt }: LeadBooking["booking"], now: string): State {
  if (status !== "confirmed") return status;
  return Date.parse(startsAt) > Date.parse(now) ? "upcoming" : "past";
}

/** A booking of the lead: when, what, its state, its log, and what staff may do with it. */
function LeadBookingItem({
  leadId,
  item,
  zone,
  now,
  pageAnswer,
  onSent,
}: {
  leadId: string;
  item: LeadBooking;
  zone: string;
  now: string;
  pageAnswer?: LeadAnswer;
  onSent: (form: string) => void;
}) {
  const { booking, meetingType, zoneName, log } = item;
  const { Form, answer } = useLeadForm(leadId, bookingForm(booking.id), pageAnswer);
  const clock = agencyClock(zone);
  const state = stateOf(booking, now);
  const when = (iso: string) => `${dayName(clock.date(iso))}, ${clock.time(iso)}`;
  return (
    <li className="rounded-lg border border-surface-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{meetingType}</p>
          <p
            className={`mt-0.5 text-sm text-ink-800 tabular-nums ${state === "cancelled" ? "line-through" : ""}`}
          >
            <time dateTime={booking.startsAt}>{when(booking.startsAt)}</time>–
            <time dateTime={booking.endsAt}>{clock.time(booking.endsAt)}</time>{" "}
            <span className="text-ink-600">{zoneName}</span>
          </p>
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${stateTones[state]}`}
        >
          {words.state[state]}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-ink-600">
          {words.reference}{" "}
          <span className="font-mono whitespace-nowrap text-ink-800">{booking.reference}</span>
        </span>
        <QuietBadge>{appointmentsPage.source[booking.source]}</QuietBadge>
        <QuietBadge>{words.proven[booking.provenBy ?? "never"]}</QuietBadge>
        <BookingLanguage booking={booking} />
        {/* A document load, so the card is the page's :target (highlighted) and scrolled to. */}
        <Link
          reloadDocument
          to={appointmentHref(booking.id, booking.startsAt, zone)}
          className={linkButton}
        >
          {words.open(booking.reference)}
        </Link>
      </p>
      <div onSubmit={() => onSent(bookingForm(booking.id))}>
        <BookingControls
          booking={booking}
          zone={zone}
          now={now}
          problems={answer?.problems}
          form={Form}
          manageLabel={words.manage(booking.reference)}
        />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-ink-700">
          {words.log(booking.reference)}
        </summary>
        <ol className="mt-2 space-y-1.5 border-l-2 border-surface-200 pl-3">
          {log.map((event) => {
            const movedTo = event.detail.split(" -> ")[1]?.split("/")[0];
            return (
              <li key={event.id} className="wrap-anywhere text-ink-800">
                <span className="font-medium">{event.actor}</span>{" "}
                {words.logged[event.action] ?? event.action}
                {event.action === "rescheduled" && movedTo
                  ? ` ${words.movedTo(when(movedTo))}`
                  : null}
                <span className="block text-xs text-ink-600">
                  <time dateTime={event.at}>{exactTime(event.at)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      </details>
    </li>
  );
}

/** The lead's bookings, soonest first, in the agency's zone. */
export function LeadBookings({
  leadId,
  zone,
  bookings,
  now,
  pageAnswer,
  onSent,
}: {
  leadId: string;
  zone: string;
  bookings: LeadBooking[];
  now: string;
  pageAnswer?: LeadAnswer;
  /** Told which form was sent, so the page announces its answer. */
  onSent: (form: string) => void;
}) {
  if (bookings.length === 0) return <p className="text-sm text-ink-600">{words.none}</p>;
  return (
    <ul className="space-y-3">
      {bookings.map((item) => (
        <LeadBookingItem
          key={item.booking.id}
          leadId={leadId}
          item={item}
          zone={zone}
          now={now}
          pageAnswer={pageAnswer}
          onSent={onSent}
        />
      ))}
    </ul>
  );
}
