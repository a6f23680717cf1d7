import { Link } from "react-router";
import { bookInstead } from "~/content/book-instead";

/** The way to /book beside a call or a chat: "Pick a time yourself". */
export function BookInsteadLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to={bookInstead.to}
      className={`rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {bookInstead.label}
    </Link>
  );
}
