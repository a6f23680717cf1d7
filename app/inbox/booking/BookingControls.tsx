import type { ComponentType } from "react";
import type { FetcherFormProps } from "react-router";
import type { Booking } from "../../../server/inbox/inbox-context";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { dangerButton, input, label, primaryButton, secondaryButton } from "~/inbox/styles";
import { SettingsProblems } from "./SettingsProblems";
import { agencyClock } from "./agency-clock";

/** The new start's fields, in the agency's zone: each named as its input type. */
const newStartFields = [
  ["date", words.newDate],
  ["time", words.newTime],
] as const;

/**
 * What staff may do with a booking while it can change: move it to a new date and time in the
 * agency's zone, cancel it, or (once it has begun) mark a no-show. Each page hands the form it
 * posts with: a navigation on Appointments, a fetcher of the booking's own on a lead's page.
 */
export function BookingControls({
  booking,
  zone,
  now,
  problems,
  form: ActionForm,
  manageLabel = words.manage(booking.visitor.name),
}: {
  booking: Booking;
  zone: string;
  now: string;
  problems?: readonly string[];
  form: ComponentType<FetcherFormProps>;
  manageLabel?: string;
}) {
  const clock = agencyClock(zone);
  const begun = Date.parse(booking.startsAt) <= Date.parse(now);
  const canMove = booking.status !== "cancelled" && !begun;
  const canMarkNoShow = booking.status === "confirmed" && begun;
  const problemsId = `problems-${booking.id}`;
  const target = <input type="hidden" name="bookingId" value={booking.id} />;
  const oneClick = (intent: "cancel" | "no-show", text: string, look: string) => (
    <ActionForm method="post">
      <input type="hidden" name="intent" value={intent} />
      {target}
      <button type="submit" className={`${look} w-full`}>
        {text}
      </button>
    </ActionForm>
  );
  return (
    <>
      <SettingsProblems id={problemsId} problems={problems} />
      {canMove || canMarkNoShow ? (
        <details className="group mt-2" open={Boolean(problems?.length)}>
          <summary
            className={`${secondaryButton} w-full cursor-pointer list-none`}
            aria-label={manageLabel}
          >
            {words.manageShort}
          </summary>
          <div className="mt-3 space-y-3">
            {canMove ? (
              <>
                <ActionForm method="post" className="space-y-2" aria-describedby={problemsId}>
                  <input type="hidden" name="intent" value="reschedule" />
                  {target}
                  {newStartFields.map(([type, text]) => (
                    <label key={type} className={label}>
                      {text}
                      <input
                        type={type}
                        name={type}
                        required
                        defaultValue={clock[type](booking.startsAt)}
                        className={input}
                      />
                    </label>
                  ))}
                  <button type="submit" className={`${primaryButton} w-full`}>
                    {words.reschedule}
                  </button>
                </ActionForm>
                {oneClick("cancel", words.cancel, dangerButton)}
              </>
            ) : null}
            {canMarkNoShow ? oneClick("no-show", words.noShow, secondaryButton) : null}
          </div>
        </details>
      ) : null}
    </>
  );
}
