import { Link } from "react-router";
import { bookInstead } from "~/content/book-instead";

/** The way to /book beside a call or a chat: "Pick a time yourself". */
export function BookInsteadLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to={bookInstead.to}
      className={`rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}
    >
      {bookInstead.label}
    </Link>
  );
}
