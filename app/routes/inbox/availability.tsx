import { Link } from "react-router";
import { inboxTitle } from "~/content/inbox";
import { availabilityPage } from "~/content/inbox-booking";
import { calendarSection } from "~/content/inbox-calendar";
import { CalendarSection } from "~/inbox/booking/CalendarSection";
import { CalendarWriteRows } from "~/inbox/calendar/CalendarWriteRows";
import { calendarWrite } from "~/content/calendar-write";
import { DateOverrides } from "~/inbox/booking/DateOverrides";
import { MeetingTypeForm } from "~/inbox/booking/MeetingTypeForm";
import { SettingsLog } from "~/inbox/booking/SettingsLog";
import { SettingsProblems } from "~/inbox/booking/SettingsProblems";
import { WeeklyHoursForm } from "~/inbox/booking/WeeklyHoursForm";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import type { Route } from "./+types/availability";
import type { TypedHours } from "./availability.server";
import { Panel } from "~/inbox/Panel";

export { action, loader } from "./availability.server";
export { actionHeaders as headers } from "~/inbox/action-headers";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(availabilityPage.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { meetingTypes, availability, log, zones, calendar, calendarWrites, now } = loaderData;
  const calendarTests =
    actionData && "calendarTest" in actionData ? (actionData.calendarTest ?? null) : null;
  const problemsOf = (intent: string) =>
    actionData && "problems" in actionData && actionData.intent === intent
      ? actionData.problems
      : undefined;
  const typed =
    actionData && "typed" in actionData ? (actionData.typed as TypedHours | null) : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading title={availabilityPage.title} intro={availabilityPage.intro} />
      <Notice message={actionData && "done" in actionData ? actionData.done : null} />

      <Panel id="meeting-types" title={availabilityPage.meetingTypes.heading}>
        <div className="space-y-4">
          <SettingsProblems id="meeting-type-problems" problems={problemsOf("meeting-type")} />
          {meetingTypes.map((type) => (
            <MeetingTypeForm key={type.id} type={type} />
          ))}
        </div>
      </Panel>

      <Panel id="hours" title={availabilityPage.hours.heading} intro={availabilityPage.hours.intro}>
        <div className="space-y-4">
          <SettingsProblems id="hours-problems" problems={problemsOf("weekly-hours")} />
          {/* Drawn afresh once saved, so a row just added is not sent again with the next change. */}
          <WeeklyHoursForm
            key={JSON.stringify([availability.timeZone, availability.weekly])}
            availability={availability}
            zones={zones}
            typed={typed}
            describedBy="hours-problems"
          />
        </div>
      </Panel>

      <Panel
        id="overrides"
        title={availabilityPage.overrides.heading}
        intro={availabilityPage.overrides.intro}
      >
        <div className="space-y-4">
          <SettingsProblems
            id="override-problems"
            problems={problemsOf("add-override") ?? problemsOf("remove-override")}
          />
          <DateOverrides
            key={JSON.stringify(availability.overrides)}
            overrides={availability.overrides}
            describedBy="override-problems"
          />
        </div>
      </Panel>

      <Panel id="calendar" title={calendarSection.heading}>
        <CalendarSection status={calendar} tests={calendarTests} now={now} />
        <CalendarWriteRows state={calendarWrites} now={now} />
        <p className="mt-4 text-sm text-ink-600">
          {calendarWrite.feedLead}{" "}
          <Link
            to="/inbox/account#calendar-feed"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {calendarWrite.feedLink}
          </Link>
        </p>
      </Panel>

      <Panel id="log" title={availabilityPage.log.heading}>
        <SettingsLog entries={log} />
      </Panel>
    </div>
  );
}
