import { ChevronLeft, ChevronRight } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/ui/Icon";
import { fill } from "../../core/content/format";
import type { BookingWords, DayPage, SlotView } from "./booking-views";
import { chipChosen, chipIdle, sectionHeading } from "./booking-styles";

/**
 * Days with free times as links, and the chosen day's times: plain links, so it works without
 * JavaScript, and with it each is a client-side navigation. `timeControl` draws each time (a link
 * to the details, or a button that moves a booking).
 */
export function DayAndTimePicker({
  words,
  page,
  dayHref,
  timeControl,
}: {
  words: Pick<BookingWords["page"], "days" | "times">;
  page: DayPage;
  dayHref: (values: { date?: string; from?: string }) => string;
  timeControl: (slot: SlotView, className: string) => ReactNode;
}) {
  if (!page.day) {
    return <p className="rounded-2xl bg-surface-50 p-6 text-ink-700">{words.days.none}</p>;
  }
  const pager =
    "inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <section aria-labelledby="booking-days" className="lg:col-span-2">
        <h2
          id="booking-days"
          tabIndex={-1}
          className={`${sectionHeading} scroll-mt-24 focus:outline-none`}
        >
          {words.days.legend}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {page.days.map((day) => {
            const chosen = day.date === page.day!.date;
            return (
              <li key={day.date}>
                <Link
                  to={`${dayHref({ date: day.date, from: page.pageFrom })}#booking-times`}
                  preventScrollReset
                  aria-current={chosen ? "date" : undefined}
                  aria-label={day.label}
                  className={`${chosen ? chipChosen : chipIdle} w-full flex-col gap-0.5`}
                >
                  <DayLabel label={day.label} />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 flex justify-between">
          {page.earlierFrom ? (
            <Link to={dayHref({ from: page.earlierFrom })} preventScrollReset className={pager}>
              <Icon icon={ChevronLeft} className="size-4" />
              {words.days.earlier}
            </Link>
          ) : (
            <span />
          )}
          {page.laterFrom ? (
            <Link to={dayHref({ from: page.laterFrom })} preventScrollReset className={pager}>
              {words.days.later}
              <Icon icon={ChevronRight} className="size-4" />
            </Link>
          ) : null}
        </div>
      </section>
      <section
        id="booking-times"
        tabIndex={-1}
        aria-labelledby="booking-times-heading"
        className="scroll-mt-24 focus:outline-none lg:col-span-3"
      >
        <h2 id="booking-times-heading" className={sectionHeading}>
          {fill(words.times.legend, { day: page.day.label })}
        </h2>
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {page.day.slots.map((slot) => (
            <li key={slot.start}>{timeControl(slot, `${chipIdle} w-full`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * "Friday, November 27" as two lines, the weekday small above the date: a phone's two columns
 * of days then read alike instead of each breaking where its width runs out.
 */
function DayLabel({ label }: { label: string }) {
  const comma = label.indexOf(", ");
  if (comma < 0) return label;
  return (
    <>
      <span className="text-xs font-medium tracking-wide uppercase">{label.slice(0, comma)}</span>
      <span>{label.slice(comma + 2)}</span>
    </>
  );
}
