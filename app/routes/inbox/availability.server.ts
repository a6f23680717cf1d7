import { readForm } from "~/inbox/read-form.server";
import { data } from "react-router";
import { weekdays } from "../../../core/booking/availability-schema";
import { inboxErrors } from "~/content/inbox";
import { availabilityPage } from "~/content/inbox-booking";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/availability";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookings, calendar } = requireStaff(request, context);
  const [settings, log, writes] = await Promise.all([
    bookings.settings(),
    bookings.log(),
    calendar.writes.state(),
  ]);
  return {
    ...settings,
    log,
    zones: Intl.supportedValuesOf("timeZone"),
    calendar: calendar.reads?.status() ?? null,
    calendarWrites: writes,
    now: new Date().toISOString(),
  };
}

/** One form per intent; a refusal answers 400 with every problem in words. */
export async function action({ request, context }: Route.ActionArgs) {
  const { bookings, staff, calendar } = requireStaff(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "test-calendar" && calendar.reads) {
    return { intent, calendarTest: await calendar.reads.test() };
  }
  const actor = staff.email;
  const answer =
    intent === "meeting-type"
      ? await bookings.saveMeetingType(actor, form)
      : intent === "weekly-hours"
        ? await bookings.saveWeeklyHours(actor, form)
        : intent === "add-override"
          ? await bookings.addDateOverride(actor, form)
          : intent === "remove-override"
            ? await bookings.removeDateOverride(actor, String(form.get("date") ?? ""))
            : null;
  if (!answer) return data({ intent, problems: [inboxErrors.unknownAction] }, { status: 400 });
  if (!answer.ok) {
    // Without JavaScript the page is drawn anew: the hours come back as typed, to be corrected.
    const typed = intent === "weekly-hours" ? typedHours(form) : null;
    return data({ intent, problems: answer.problems, typed }, { status: 400 });
  }
  return { intent, done: availabilityPage.saved };
}

export type TypedHours = {
  timeZone: string;
  weekly: Record<string, { start: string; end: string }[]>;
};

function typedHours(form: FormData): TypedHours {
  const text = (value: FormDataEntryValue | undefined) => String(value ?? "").slice(0, 64);
  const weekly = Object.fromEntries(
    weekdays.map((day) => {
      const ends = form.getAll(`${day}-end`);
      const rows = form
        .getAll(`${day}-start`)
        .slice(0, 16)
        .map((start, row) => ({ start: text(start), end: text(ends[row]) }))
        .filter((row) => row.start || row.end);
      return [day, rows];
    }),
  );
  return { timeZone: text(form.get("timeZone") ?? ""), weekly };
}
