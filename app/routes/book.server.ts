import { Temporal } from "temporal-polyfill";
import { data, redirect } from "react-router";
import { describeStart } from "../../core/booking/slot-presentation";
import { MalformedStartError, parseStartInstant } from "../../core/booking/start-time";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { slotRefusals } from "../../core/content/booking";
import { bookingAnswers } from "../../core/content/booking-answers";
import { bookingContext } from "~/booking/booking-context.server";
import { offeredInstead, readZone, slotChoice } from "~/booking/slot-choice.server";
import { manageHref } from "~/booking/booking-links";
import type { Route } from "./+types/book";

const statusOf = (problem: string | null) => (problem ? 400 : 200);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = bookingContext(context);
  if (!ctx) return data(null, { status: 503 });
  const params = new URL(request.url).searchParams;
  const { meetingTypes, availability } = await ctx.booking.settings();
  const types = meetingTypes.map(({ id, name, lengthMinutes }) => ({ id, name, lengthMinutes }));
  const { choice: zone, problem: zoneProblem } = readZone(params, availability.timeZone);
  let problem = zoneProblem;

  const asked = params.get("type");
  const type = types.find(
    (candidate) => candidate.id === (asked ?? (types.length === 1 ? types[0]!.id : "")),
  );
  if (asked !== null && !type) problem ??= bookingAnswers.unknownMeetingType;
  const base = { types, type: type ?? null, zone, formToken: "", page: null, start: null };
  if (!type) return data({ ...base, problem }, { status: statusOf(problem) });

  const startText = params.get("start");
  if (startText !== null) {
    const start = readStart(startText, zone.zone);
    if (start) {
      return data(
        { ...base, start, formToken: ctx.booking.issueFormToken(), problem },
        { status: statusOf(problem) },
      );
    }
    problem ??= slotRefusals.malformed;
  }
  const choice = await slotChoice(ctx.booking, type.id, zone.zone, params);
  if (!choice.ok) problem ??= choice.message;
  const contactInstead = !choice.ok && choice.contactInstead === true;
  return data(
    { ...base, page: choice.ok ? choice.page : null, problem, contactInstead },
    { status: contactInstead ? 503 : statusOf(problem) },
  );
}

function readStart(text: string, zone: string) {
  try {
    const instant: Temporal.Instant = parseStartInstant(text);
    return { iso: text, words: describeStart(instant, zone) };
  } catch (error) {
    if (error instanceof MalformedStartError) return null;
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = bookingContext(context);
  if (!ctx) {
    return data(
      {
        kind: "refused" as const,
        message: bookingAnswers.unavailable,
        next: [],
        values: null,
        formToken: "",
      },
      { status: 503 },
    );
  }
  const answer = await ctx.booking.book(request, ctx.clientIp);
  // Held until the code e-mailed to the visitor is typed on the hold's page.
  if (answer.kind === "held") throw redirect(`${manageHref(answer.manageToken)}?done=held`);
  const zone = normalizeTimeZone(answer.values.tz) ?? "UTC";
  return data(
    {
      kind: "refused" as const,
      message: answer.message,
      next: offeredInstead(answer.next, zone),
      values: answer.values,
      formToken: answer.formToken,
    },
    {
      status: answer.status,
      headers: answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {},
    },
  );
}
