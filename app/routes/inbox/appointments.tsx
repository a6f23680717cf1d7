import { Link } from "react-router";
import { inboxTitle } from "~/content/inbox";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { AppointmentWeek } from "~/inbox/booking/AppointmentWeek";
import { dayName } from "~/inbox/booking/agency-clock";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import { secondaryButton } from "~/inbox/styles";
import type { Route } from "./+types/appointments";

export { action, loader } from "./appointments.server";
export { actionHeaders as headers } from "~/inbox/action-headers";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(words.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Appointments({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, zoneName, days, today, previousWeek, nextWeek, appointments, now, moved } =
    loaderData;
  const done =
    actionData && "done" in actionData ? actionData.done : moved ? words.rescheduled(moved) : null;
  const problems = actionData && "problems" in actionData ? actionData : undefined;
  return (
    <div className="space-y-6">
      <PageHeading title={words.title} intro={words.intro(`${zone} (${zoneName})`)}>
        <nav
          aria-label={words.weekOf(`${dayName(days[0]!)} – ${dayName(days[6]!)}`)}
          className="flex flex-wrap gap-2"
        >
          <Link to={`?week=${previousWeek}`} className={secondaryButton}>
            <span aria-hidden="true">←</span> {words.previous}
          </Link>
          <Link to="?" className={secondaryButton}>
            {words.thisWeek}
          </Link>
          <Link to={`?week=${nextWeek}`} className={secondaryButton}>
            {words.next} <span aria-hidden="true">→</span>
          </Link>
        </nav>
      </PageHeading>
      <p className="text-sm font-semibold text-ink-800">
        {words.weekOf(`${dayName(days[0]!)} – ${dayName(days[6]!)}`)}
      </p>
      <Notice message={done} />
      <AppointmentWeek
        days={days}
        today={today}
        appointments={appointments}
        zone={zone}
        now={now}
        problems={problems}
      />
    </div>
  );
}
