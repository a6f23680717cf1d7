import { CalendarClock } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/ui/Icon";
import { onDarkSecondaryButton } from "~/ui/styles";
import type { SiteWords } from "~/content/words";
import { leavesLanguage, usePageLanguage, usePaths } from "~/language/page-language";
import { HydrationBoundary } from "~/ui/HydrationBoundary";
import { CallButton } from "~/voice/CallButton";

/** Below the form on a phone: it comes alive as it nears the screen. */
export function AppointmentPanel({ words }: { words: SiteWords["contact"]["appointment"] }) {
  const page = usePageLanguage();
  const { book } = usePaths();
  return (
    <HydrationBoundary whenNear="appointment">
      <section
        id="appointment"
        aria-labelledby="appointment-title"
        className="render-when-near hero-backdrop relative overflow-hidden rounded-3xl p-8 text-white shadow-2xl shadow-brand-900/20"
      >
        <span className="flex size-12 items-center justify-center rounded-2xl bg-white/10 text-brand-200">
          <Icon icon={CalendarClock} className="size-6" />
        </span>
        <h2 id="appointment-title" className="mt-5 font-display text-2xl font-bold">
          {words.title}
        </h2>
        <p className="mt-3 text-ink-300">{words.copy}</p>
        <ol className="mt-6 space-y-3">
          {words.steps.map((step, index) => (
            <li key={step} className="flex items-center gap-3 text-ink-200">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-sm font-semibold text-white">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-3">
          <CallButton placement="contact" />
          <Link
            to={book}
            reloadDocument={leavesLanguage(page, book)}
            className={onDarkSecondaryButton}
          >
            {words.bookYourself}
          </Link>
        </div>
      </section>
    </HydrationBoundary>
  );
}
