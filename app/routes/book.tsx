import { Clock } from "lucide";
import { Form, Link } from "react-router";
import { AlertMessage } from "~/booking/AlertRegion";
import { BookingDetailsForm } from "~/booking/BookingDetailsForm";
import { DayAndTimePicker } from "~/booking/DayAndTimePicker";
import { RadioTile } from "~/booking/RadioTile";
import { ZoneForm } from "~/booking/ZoneForm";
import { bookHref } from "~/booking/booking-links";
import { BOOK_VIA_PARAM } from "../../core/insights/insight-events";
import { useFocusOnArrival } from "~/booking/use-focus-on-arrival";
import { alertBox, bookingCard, sectionHeading } from "~/booking/booking-styles";
import { Icon } from "~/ui/Icon";
import { PageHero } from "~/ui/PageHero";
import { container, primaryButton, secondaryButton } from "~/ui/styles";
import { usePaths } from "~/language/page-language";
import type { BookingWords } from "~/booking/booking-views";
import { fill } from "../../core/content/format";
import type { Route } from "./+types/book";

export { action, headers, loader } from "./book.server";

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { words, steps } = loaderData;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title} copy={words.hero.copy} />
      <div className="bg-surface-50 pb-24">
        <div className={`${container} relative -mt-10`}>
          <div className={`${bookingCard} mx-auto max-w-5xl`}>
            {steps ? (
              <BookingSteps words={words.page} data={steps} actionData={actionData} />
            ) : (
              <Unavailable words={words.page} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

type PageData = NonNullable<Route.ComponentProps["loaderData"]["steps"]>;
type PageWords = BookingWords["page"];

function BookingSteps({
  words,
  data,
  actionData,
}: {
  words: PageWords;
  data: PageData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { types, type, zone, via, page, start, formToken, problem } = data;
  const tz = zone.chosen ? zone.zone : null;
  const paths = usePaths();
  const href = (values: Record<string, string | null | undefined>) =>
    bookHref(paths.book, { type: type?.id, tz, [BOOK_VIA_PARAM]: via, ...values });
  const refusal = actionData?.kind === "refused" ? actionData : null;
  useFocusOnArrival();

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-6 border-b border-surface-200 pb-6 lg:flex-row lg:items-start lg:justify-between">
        <div>
          {type ? (
            <>
              <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
                {words.steps[start ? 1 : 0]}
              </p>
              <p className="mt-1 font-display text-2xl font-bold text-ink-950">{type.name}</p>
              <p className="mt-1 flex items-center gap-1.5 text-ink-600">
                <Icon icon={Clock} className="size-4" />
                {fill(words.minutes, { count: type.lengthMinutes })}
              </p>
            </>
          ) : null}
        </div>
        <div className="lg:w-96">
          <ZoneForm
            words={words.zone}
            adoptBrowserZone
            zone={zone}
            keep={{
              ...(type ? { type: type.id } : {}),
              ...(start ? { start: start.iso } : {}),
              ...(via ? { [BOOK_VIA_PARAM]: via } : {}),
            }}
          />
        </div>
      </div>

      <div role="status">
        {problem ? <AlertMessage message={problem} /> : null}
        {"contactInstead" in data && data.contactInstead ? (
          <Link to={paths.contact} className={`${secondaryButton} mt-4`}>
            {words.writeInstead}
          </Link>
        ) : null}
      </div>

      {!type ? (
        <TypeChoice words={words} types={types} tz={tz} via={via} />
      ) : start ? (
        <BookingDetailsForm
          copy={words.details}
          typeId={type.id}
          zone={zone.zone}
          start={start}
          formToken={formToken}
          changeTimeHref={href({})}
          refusal={refusal}
        />
      ) : page ? (
        <DayAndTimePicker
          words={words}
          page={page}
          dayHref={(values) => href(values)}
          timeControl={(slot, className) => (
            <Link
              to={`${href({ start: slot.start })}#booking-chosen`}
              className={className}
              aria-label={slot.words}
            >
              {slot.time}
            </Link>
          )}
        />
      ) : null}
    </div>
  );
}

function TypeChoice({
  words,
  types,
  tz,
  via,
}: {
  words: PageWords;
  types: PageData["types"];
  tz: string | null;
  via: string | null;
}) {
  return (
    <Form method="get">
      {tz ? <input type="hidden" name="tz" value={tz} /> : null}
      {via ? <input type="hidden" name={BOOK_VIA_PARAM} value={via} /> : null}
      <fieldset>
        <legend className={sectionHeading}>{words.typeLegend}</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {types.map((type, index) => (
            <RadioTile
              key={type.id}
              name="type"
              value={type.id}
              checked={index === 0}
              className="flex w-full flex-col rounded-2xl border border-surface-200 bg-white px-5 py-4 font-semibold text-ink-900 transition peer-checked:border-brand-600 peer-checked:ring-2 peer-checked:ring-brand-600 hover:border-brand-300"
            >
              <span className="text-base">{type.name}</span>
              <span className="font-normal text-ink-600">
                {fill(words.minutes, { count: type.lengthMinutes })}
              </span>
            </RadioTile>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${primaryButton} mt-6`}>
        {words.choose}
      </button>
    </Form>
  );
}

function Unavailable({ words }: { words: PageWords }) {
  const paths = usePaths();
  return (
    <div className="space-y-6">
      <p className={alertBox}>{words.unavailable}</p>
      <Link to={paths.contact} className={secondaryButton}>
        {words.writeInstead}
      </Link>
    </div>
  );
}
