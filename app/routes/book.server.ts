import { Temporal } from "temporal-polyfill";
import { data, redirect } from "react-router";
import { describeStart } from "../../core/booking/slot-presentation";
import { MalformedStartError, parseStartInstant } from "../../core/booking/start-time";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { BOOK_VIA_PARAM, readBookVia } from "../../core/insights/insight-events";
import { siteLanguages, type Language } from "../../core/content/languages";
import { bookingContext, type BookingContext } from "~/booking/booking-context.server";
import { languageOf, siteWords } from "~/language/site-words.server";
import { offeredInstead, readZone, slotChoice } from "~/booking/slot-choice.server";
import { bookHref, manageHref } from "~/booking/booking-links";
import { retryAfterInit } from "~/booking/retry-after.server";
import type { Route } from "./+types/book";

const statusOf = (problem: string | null) => (problem ? 400 : 200);

/**
 * The "Pick a time yourself" link that led here: kept through the steps and on to the hold's
 * page, so the booking counts for it.
 */
const viaOf = (params: URLSearchParams) =>
  readBookVia(params.get(BOOK_VIA_PARAM)) ? params.get(BOOK_VIA_PARAM) : null;

export { retryAfterHeaders as headers } from "~/booking/retry-after.server";

/** The page's words and, when booking is available, where the visitor is in its steps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request, context);
  const words = siteWords(language).book;
  const ctx = bookingContext(context);
  if (!ctx) return data({ words, steps: null }, { status: 503 });
  const { steps, status } = await stepsOf(ctx, request, language);
  return data({ words, steps }, { status });
}

async function stepsOf(ctx: BookingContext, request: Request, language: Language) {
  const { locale, bookingRefusals } = siteLanguages[language];
  const params = new URL(request.url).searchParams;
  const { meetingTypes, availability } = await ctx.booking.settings();
  const types = meetingTypes.map(({ id, name, lengthMinutes }) => ({ id, name, lengthMinutes }));
  const { choice: zone, problem: zoneProblem } = readZone(params, availability.timeZone, language);
  let problem = zoneProblem;

  const asked = params.get("type");
  const type = types.find(
    (candidate) => candidate.id === (asked ?? (types.length === 1 ? types[0]!.id : "")),
  );
  if (asked !== null && !type) problem ??= bookingRefusals.answers.unknownMeetingType;
  const via = viaOf(params);
  const base = { types, type: type ?? null, zone, via, formToken: "", page: null, start: null };
  if (!type) return { steps: { ...base, problem }, status: statusOf(problem) };

  const startText = params.get("start");
  if (startText !== null) {
    const start = readStart(startText, zone.zone, locale);
    if (start) {
      return {
        steps: { ...base, start, formToken: ctx.booking.issueFormToken(), problem },
        status: statusOf(problem),
      };
    }
    problem ??= bookingRefusals.slots.malformed;
  }
  const choice = await slotChoice(ctx.booking, type.id, zone.zone, params, { language });
  if (!choice.ok) problem ??= choice.message;
  const contactInstead = !choice.ok && choice.contactInstead === true;
  return {
    steps: { ...base, page: choice.ok ? choice.page : null, problem, contactInstead },
    status: contactInstead ? 503 : statusOf(problem),
  };
}

function readStart(text: string, zone: string, locale: string) {
  try {
    const instant: Temporal.Instant = parseStartInstant(text);
    return { iso: text, words: describeStart(instant, zone, locale) };
  } catch (error) {
    if (error instanceof MalformedStartError) return null;
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf(request, context);
  const ctx = bookingContext(context);
  if (!ctx) {
    return data(
      {
        kind: "refused" as const,
        message: siteLanguages[language].bookingRefusals.answers.unavailable,
        next: [],
        values: null,
        formToken: "",
      },
      { status: 503 },
    );
  }
  const answer = await ctx.booking.book(request, ctx.clientIp);
  // Held until the code e-mailed to the visitor is typed on the hold's page, which keeps the
  // link that led here for the booking that code makes.
  if (answer.outcome === "held") {
    const via = viaOf(new URL(request.url).searchParams);
    const { paths } = siteLanguages[language];
    throw redirect(
      bookHref(manageHref(answer.manageToken, paths), { done: "held", [BOOK_VIA_PARAM]: via }),
    );
  }
  const zone = normalizeTimeZone(answer.values.tz) ?? "UTC";
  return data(
    {
      kind: "refused" as const,
      message: answer.message,
      next: offeredInstead(answer.next, zone, language),
      values: answer.values,
      formToken: answer.formToken,
    },
    {
      status: answer.status,
      headers: retryAfterInit(answer),
    },
  );
}
