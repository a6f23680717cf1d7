import { X } from "lucide";
import { useState, useSyncExternalStore } from "react";
import { Icon } from "~/ui/Icon";
import { usePageLanguage, type Twin } from "./page-language";

const DISMISSED_KEY = "voicefront:language-offer-dismissed";
/** A crawler is never offered anything: it reads the page it asked for, in its language. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/** The twin in the language this browser prefers first (`preferred`), when the page is in another. */
export function offeredTwin(
  twins: readonly Twin[],
  preferred: string,
  userAgent: string,
): Twin | null {
  if (CRAWLER.test(userAgent)) return null;
  const first = preferred.split("-")[0]!.toLowerCase();
  return twins.find((twin) => twin.language === first) ?? null;
}

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};
/**
 * Who reads the page, as strings (a snapshot must stay the same object while nothing changes):
 * nothing is known on the server, so the server offers nothing.
 */
const browser = {
  firstLanguage: () => navigator.languages[0] ?? navigator.language ?? "",
  userAgent: () => navigator.userAgent,
};

/**
 * One line, under the navigation bar, for a visitor whose browser prefers another language the
 * page is also in: in that language, with a link to the page's twin. Never a redirect: the page
 * asked for is the page shown, and a crawler (or a visitor who said no) is offered nothing. It is
 * drawn after hydration only, so no page's HTML carries it.
 */
export function LanguageOffer() {
  const page = usePageLanguage();
  const preferred = useSyncExternalStore(noSubscription, browser.firstLanguage, () => "");
  const userAgent = useSyncExternalStore(noSubscription, browser.userAgent, () => "");
  const saidNo = useSyncExternalStore(noSubscription, dismissedBefore, () => true);
  const [dismissed, setDismissed] = useState(false);
  const twin = page && !saidNo && !dismissed ? offeredTwin(page.twins, preferred, userAgent) : null;

  if (!twin) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, twin.language);
    } catch {
      // Storage blocked: the line goes for this page and comes back on the next.
    }
    setDismissed(true);
  };
  return (
    <aside
      lang={twin.language}
      aria-label={twin.offer.text}
      className="fixed inset-x-0 top-18 z-40 border-b border-brand-100 bg-brand-50/95 backdrop-blur"
    >
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-x-3 px-4 py-1.5 text-sm text-ink-800 sm:px-6 lg:px-8">
        {/* On a phone the link alone says it, in one line under the bar. */}
        <span className="max-sm:sr-only">{twin.offer.text}</span>
        <a
          href={twin.path}
          hrefLang={twin.language}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {twin.offer.link}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-8 items-center justify-center rounded-full text-ink-600 hover:bg-brand-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon icon={X} className="size-4" />
          <span className="sr-only">{twin.offer.dismiss}</span>
        </button>
      </p>
    </aside>
  );
}
