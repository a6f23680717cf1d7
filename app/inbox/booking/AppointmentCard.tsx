import { Form, Link } from "react-router";
import type { Booking } from "../../../server/inbox/booking-desk";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { QuietBadge } from "~/inbox/Badges";
import {
  dangerButton,
  input,
  label,
  linkButton,
  primaryButton,
  secondaryButton,
  typedText,
} from "~/inbox/styles";
import { SettingsProblems } from "./SettingsProblems";
import { agencyClock } from "./agency-clock";

const statusTones: Record<Booking["status"], string> = {
  confirmed: "border-l-indigo-500 bg-white",
  no_show: "border-l-amber-500 bg-amber-50/50",
  cancelled: "border-l-slate-300 bg-slate-100 [&_time]:line-through",
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
  const begun = Date.parse(booking.startsAt) <= Date.parse(now);
  const open = booking.status !== "cancelled";
  const canMove = open && !begun;
  const canMarkNoShow = booking.status === "confirmed" && begun;
  const problemsId = `problems-${booking.id}`;
  return (
    <article
      aria-labelledby={`title-${booking.id}`}
      className={`rounded-lg border border-l-4 border-slate-200 p-3 text-sm shadow-sm ${statusTones[booking.status]}`}
    >
      <p className="font-semibold text-slate-900 tabular-nums">
        <time dateTime={booking.startsAt}>{clock.time(booking.startsAt)}</time>–
        <time dateTime={booking.endsAt}>{clock.time(booking.endsAt)}</time>
      </p>
      <h3 id={`title-${booking.id}`} className={`mt-0.5 font-semibold text-slate-900 ${typedText}`}>
        {booking.visitor.name}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        {words.reference}{" "}
        <span className="font-mono whitespace-nowrap text-slate-800">{booking.reference}</span>
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        <QuietBadge>{words.source[booking.source]}</QuietBadge>
        <QuietBadge>{words.status[booking.status]}</QuietBadge>
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
          <span className="text-xs text-slate-600">{words.noLead}</span>
        )}
      </p>
      <SettingsProblems id={problemsId} problems={problems} />
      {canMove || canMarkNoShow ? (
        <details className="group mt-2" open={Boolean(problems?.length)}>
          <summary
            className={`${secondaryButton} w-full cursor-pointer list-none`}
            aria-label={words.manage(booking.visitor.name)}
          >
            {words.manageShort}
          </summary>
          <div className="mt-3 space-y-3">
            {canMove ? (
              <>
                <Form method="post" className="space-y-2" aria-describedby={problemsId}>
                  <input type="hidden" name="intent" value="reschedule" />
                  <input type="hidden" name="bookingId" value={booking.id} />
                  <label className={label}>
                    {words.newDate}
                    <input
                      type="date"
                      name="date"
                      required
                      defaultValue={clock.date(booking.startsAt)}
                      className={input}
                    />
                  </label>
                  <label className={label}>
                    {words.newTime}
                    <input
                      type="time"
                      name="time"
                      required
                      defaultValue={clock.time(booking.startsAt)}
                      className={input}
                    />
                  </label>
                  <button type="submit" className={`${primaryButton} w-full`}>
                    {words.reschedule}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="bookingId" value={booking.id} />
                  <button type="submit" className={`${dangerButton} w-full`}>
                    {words.cancel}
                  </button>
                </Form>
              </>
            ) : null}
            {canMarkNoShow ? (
              <Form method="post">
                <input type="hidden" name="intent" value="no-show" />
                <input type="hidden" name="bookingId" value={booking.id} />
                <button type="submit" className={`${secondaryButton} w-full`}>
                  {words.noShow}
                </button>
              </Form>
            ) : null}
          </div>
        </details>
      ) : null}
    </article>
  );
}
