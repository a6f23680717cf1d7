import { Temporal } from "temporal-polyfill";
import { data, redirect } from "react-router";
import { describeStart } from "../../core/booking/slot-presentation";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { siteLanguages, type Language } from "../../core/content/languages";
import { bookingContext, type BookingContext } from "~/booking/booking-context.server";
import { languageOf, siteWords } from "~/language/site-words.server";
import { manageHref } from "~/booking/booking-links";
import { offeredInstead, readZone, slotChoice } from "~/booking/slot-choice.server";
import { retryAfterInit } from "~/booking/retry-after.server";
import type { Route } from "./+types/book-manage";

const DONE = ["held", "booked", "rescheduled", "cancelled"] as const;

/** `ada@example.com` as `a•••@example.com`: enough for its owner to know it, little to others. */
const masked = (email: string | null) =>
  email ? email.replace(/^(.)[^@]*@/, (_, first: string) => `${first}•••@`) : "";

/** The hold's end as a clock time in the visitor's zone, named: "10:45 AM EDT". */
const clockTime = (iso: string, zone: string, locale: string) =>
  Temporal.Instant.from(iso).toLocaleString(locale, {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

export { retryAfterHeaders as headers } from "~/booking/retry-after.server";

/** The page's words and, when booking is available, the booking the link opens (or none). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request, context);
  const words = siteWords(language).book;
  const ctx = bookingContext(context);
  if (!ctx) return data({ words, view: null }, { status: 503 });
  const { view, status } = await viewOf(ctx, request, params.token, language);
  return data({ words, view }, { status });
}

async function viewOf(ctx: BookingContext, request: Request, token: string, language: Language) {
  const { locale, paths } = siteLanguages[language];
  const managed = await ctx.booking.manage(token);
  if (!managed) return { view: { found: false as const }, status: 404 };
  const search = new URL(request.url).searchParams;
  const { booking, meetingType, state } = managed;
  const { choice: zone, problem } = readZone(search, booking.visitor.timeZone, language);
  const done = DONE.find((value) => value === search.get("done")) ?? null;
  const rescheduling = state === "upcoming" && search.has("reschedule") && meetingType !== null;
  const choice = rescheduling
    ? await slotChoice(ctx.booking, meetingType.id, zone.zone, search, {
        moving: token,
        language,
      })
    : null;
  return {
    view: {
      found: true as const,
      state,
      done,
      zone,
      booking: {
        reference: booking.reference,
        typeName: meetingType?.name ?? null,
        when: describeStart(Temporal.Instant.from(booking.startsAt), zone.zone, locale),
      },
      hold: booking.heldUntil
        ? {
            sentTo: masked(booking.visitor.email),
            until: clockTime(booking.heldUntil, zone.zone, locale),
          }
        : null,
      manageUrl: new URL(manageHref(token, paths), request.url).href,
      confirmCancel: state === "upcoming" && search.has("cancel"),
      page: choice?.ok ? choice.page : null,
      problem: problem ?? (choice && !choice.ok ? choice.message : null),
    },
    status: problem || (choice && !choice.ok) ? 400 : 200,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = bookingContext(context);
  if (!ctx) return data({ message: "", next: [], sent: false }, { status: 503 });
  const answer = await ctx.booking.change(request, ctx.clientIp, params.token);
  const language = languageOf(request, context);
  const here = manageHref(params.token, siteLanguages[language].paths);
  if (answer.outcome === "changed") {
    const done = { booked: "booked", confirmed: "rescheduled", cancelled: "cancelled" } as const;
    throw redirect(`${here}?done=${done[answer.status]}`);
  }
  if (answer.outcome === "code-sent") return { message: "", next: [], sent: true };
  // Cancelled or begun meanwhile: the page says which.
  if (answer.outcome === "cancelled" || answer.outcome === "past")
    return data({ message: answer.message, next: [], sent: false }, { status: 409 });
  const zone = normalizeTimeZone(answer.values.tz) ?? "UTC";
  return data(
    { message: answer.message, next: offeredInstead(answer.next, zone, language), sent: false },
    { status: answer.status, headers: retryAfterInit(answer) },
  );
}
