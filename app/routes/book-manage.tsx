import { CalendarCheck, CalendarX, CheckCircle2, MailCheck } from "lucide";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { AlertRegion } from "~/booking/AlertRegion";
import { DayAndTimePicker } from "~/booking/DayAndTimePicker";
import { ZoneForm } from "~/booking/ZoneForm";
import { bookHref } from "~/booking/booking-links";
import { useFocusOnArrival } from "~/booking/use-focus-on-arrival";
import {
  alertBox,
  bookingCard,
  bookingInput,
  chipIdle,
  noticeBox,
  sectionHeading,
} from "~/booking/booking-styles";
import { Icon } from "~/ui/Icon";
import { PageHero } from "~/ui/PageHero";
import { container, primaryButton, secondaryButton } from "~/ui/styles";
import type { BookingWords } from "~/booking/booking-views";
import { usePaths } from "~/language/page-language";
import { fill } from "../../core/content/format";
import type { Route } from "./+types/book-manage";

export { action, headers, loader } from "./book-manage.server";

/**
 * A manage link is a key: the page is kept out of search engines, and out of the Referer sent to
 * other sites. Not "no-referrer": that also makes a browser send `Origin: null` with the page's own
 * form posts, which React Router refuses as cross-site, so moving or cancelling without
 * JavaScript failed with a bare "Bad Request".
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.words.manage.title }] : []),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { words, view } = loaderData;
  const copy = words.manage;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={copy.title} />
      <div className="bg-surface-50 pb-24">
        <div className={`${container} relative -mt-10`}>
          <div className={`${bookingCard} mx-auto max-w-3xl`}>
            {!view ? (
              <p className={alertBox}>{words.page.unavailable}</p>
            ) : !view.found ? (
              <Outcome
                icon={CalendarX}
                heading={copy.notFoundHeading}
                text={copy.notFoundCopy}
                action={copy.bookAnother}
              />
            ) : (
              <Manage words={words} data={view} refusal={actionData ?? null} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

type Found = Extract<NonNullable<Route.ComponentProps["loaderData"]["view"]>, { found: true }>;

function Manage({
  words,
  data,
  refusal,
}: {
  words: BookingWords;
  data: Found;
  refusal: Route.ComponentProps["actionData"] | null;
}) {
  const { state, done, booking, zone } = data;
  const copy = words.manage;
  useFocusOnArrival();
  if (state === "cancelled" || state === "past") {
    const [heading, text] =
      state === "cancelled"
        ? [copy.cancelledHeading, copy.cancelledCopy]
        : [copy.pastHeading, copy.pastCopy];
    return <Outcome icon={CalendarX} heading={heading} text={text} action={copy.bookAnother} />;
  }
  if (data.hold) {
    return <HoldToConfirm copy={copy} data={data} hold={data.hold} refusal={refusal} />;
  }
  const tz = zone.chosen ? zone.zone : null;
  const here = (values: Record<string, string | null | undefined>) =>
    bookHref("", { tz, ...values });
  return (
    <div className="space-y-8">
      <div role="status">
        {done === "booked" || done === "rescheduled" ? (
          <div className={noticeBox}>
            <Icon icon={CheckCircle2} className="mt-0.5 size-6 shrink-0 text-success-600" />
            <div>
              <h2 className="font-display text-xl font-bold text-success-950">
                {done === "booked" ? copy.bookedHeading : copy.rescheduledHeading}
              </h2>
              <p className="mt-1">{copy.bookedCopy}</p>
            </div>
          </div>
        ) : null}
        {data.problem ? <p className={alertBox}>{data.problem}</p> : null}
      </div>

      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail term={copy.when} wide>
          <span className="text-lg font-semibold text-ink-950">{booking.when}</span>
        </Detail>
        {booking.typeName ? <Detail term={copy.type}>{booking.typeName}</Detail> : null}
        <Detail term={copy.reference}>
          <span className="font-mono text-lg font-semibold tracking-wider text-ink-950">
            {booking.reference}
          </span>
        </Detail>
        <Detail term={copy.manageLink} wide>
          <a
            href={data.manageUrl}
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {data.manageUrl}
          </a>
        </Detail>
      </dl>

      <ZoneForm words={words.page.zone} zone={zone} keep={data.page ? { reschedule: "1" } : {}} />

      <AlertRegion message={refusal?.message} />

      {data.confirmCancel ? (
        <Form method="post" className="rounded-2xl border border-danger-200 bg-danger-50/50 p-5">
          <input type="hidden" name="intent" value="cancel" />
          <p className="font-semibold text-ink-900">{copy.cancelQuestion}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="submit"
              className={`${primaryButton} from-danger-600 to-danger-600 shadow-danger-600/25`}
            >
              {copy.cancelConfirm}
            </button>
            <Link to={here({})} className={secondaryButton}>
              {copy.keep}
            </Link>
          </div>
        </Form>
      ) : data.page || (refusal?.next.length ?? 0) > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="tz" value={zone.zone} />
          {refusal && refusal.next.length > 0 ? (
            <fieldset className="mb-8">
              <legend className={sectionHeading}>{words.page.details.pickAnother}</legend>
              <div className="mt-4 grid gap-2 sm:grid-cols-3">
                {refusal.next.map((slot) => (
                  <button
                    key={slot.start}
                    type="submit"
                    name="start"
                    value={slot.start}
                    className={`${chipIdle} w-full`}
                  >
                    {fill(copy.moveTo, { time: slot.words })}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          {data.page ? (
            <DayAndTimePicker
              words={words.page}
              page={data.page}
              dayHref={(values) => here({ reschedule: "1", ...values })}
              timeControl={(slot, className) => (
                <button
                  type="submit"
                  name="start"
                  value={slot.start}
                  className={className}
                  aria-label={fill(copy.moveTo, { time: slot.words })}
                >
                  {slot.time}
                </button>
              )}
            />
          ) : null}
        </Form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Link to={`${here({ reschedule: "1" })}#booking-days`} className={primaryButton}>
            <Icon icon={CalendarCheck} className="size-5" />
            {copy.reschedule}
          </Link>
          <Link to={here({ cancel: "1" })} className={secondaryButton}>
            {copy.cancel}
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * A hold's page: the time is kept while the visitor types the code we e-mailed them. Plain POST
 * forms, so it works without JavaScript; a wrong code comes back in words beside the field.
 */
function HoldToConfirm({
  copy,
  data,
  hold,
  refusal,
}: {
  copy: BookingWords["manage"];
  data: Found;
  hold: NonNullable<Found["hold"]>;
  refusal: Route.ComponentProps["actionData"] | null;
}) {
  const words = copy.hold;
  return (
    <div className="space-y-8">
      <div role="status" className={noticeBox}>
        <Icon icon={MailCheck} className="mt-0.5 size-6 shrink-0 text-success-600" />
        <div>
          <h2 className="font-display text-xl font-bold text-success-950">{words.heading}</h2>
          <p className="mt-1">{fill(words.copy, { sentTo: hold.sentTo, until: hold.until })}</p>
          {refusal?.sent ? <p className="mt-2 font-semibold">{words.resent}</p> : null}
        </div>
      </div>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail term={copy.when} wide>
          <span className="text-lg font-semibold text-ink-950">{data.booking.when}</span>
        </Detail>
        {data.booking.typeName ? <Detail term={copy.type}>{data.booking.typeName}</Detail> : null}
      </dl>
      <Form method="post" className="max-w-sm space-y-4">
        <input type="hidden" name="intent" value="confirm" />
        <div>
          <label htmlFor="hold-code" className="block text-sm font-semibold text-ink-900">
            {words.code}
          </label>
          <input
            id="hold-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            className={`${bookingInput} mt-2 font-mono text-lg tracking-widest`}
          />
        </div>
        <AlertRegion message={refusal?.message} />
        <button type="submit" className={primaryButton}>
          <Icon icon={CalendarCheck} className="size-5" />
          {words.confirm}
        </button>
      </Form>
      <Form method="post" className="text-sm text-ink-600">
        <input type="hidden" name="intent" value="resend" />
        {words.resendQuestion}{" "}
        <button type="submit" className="font-semibold text-brand-700 underline underline-offset-2">
          {words.resend}
        </button>
        .
      </Form>
    </div>
  );
}

function Detail({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : ""}>
      <dt className="text-sm font-semibold text-brand-700">{term}</dt>
      <dd className="mt-1 text-ink-800">{children}</dd>
    </div>
  );
}

function Outcome({
  icon,
  heading,
  text,
  action,
}: {
  icon: Parameters<typeof Icon>[0]["icon"];
  heading: string;
  text: string;
  /** "Book another time". */
  action: string;
}) {
  const paths = usePaths();
  return (
    <div role="status" className="space-y-4 text-center">
      <Icon icon={icon} className="mx-auto size-12 text-brand-600" />
      <h2 className="font-display text-2xl font-bold text-ink-950">{heading}</h2>
      <p className="text-ink-600">{text}</p>
      <Link to={paths.book} className={primaryButton}>
        {action}
      </Link>
    </div>
  );
}
