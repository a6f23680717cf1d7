import { Link } from "react-router";
import { BOOK_VIA_PARAM, bookViaValue, type BookVia } from "../../core/insights/insight-events";
import { leavesLanguage, useLayoutWords, usePageLanguage } from "~/language/page-language";

/**
 * The way to /book beside a call or a chat: "Pick a time yourself". It says which call or chat it
 * stood beside, so a booking made there counts in that funnel.
 */
export function BookInsteadLink({ via, className = "" }: { via: BookVia; className?: string }) {
  const { bookInstead } = useLayoutWords();
  const page = usePageLanguage();
  return (
    <Link
      to={`${bookInstead.to}?${BOOK_VIA_PARAM}=${bookViaValue(via)}`}
      reloadDocument={leavesLanguage(page, bookInstead.to)}
      className={`rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {bookInstead.label}
    </Link>
  );
}
