import { isRouteErrorResponse, Link, Outlet } from "react-router";
import inboxStyles from "~/inbox/inbox.css?url";
import { inboxErrors, inboxTitle } from "~/content/inbox";
import type { Route } from "./+types/inbox-root";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxStyles }];

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle("Inbox") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxRoot() {
  return (
    <div className="min-h-dvh bg-surface-50">
      <Outlet />
    </div>
  );
}

/** Refusals and failures in the inbox's own look, with the way forward. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 401
      ? inboxErrors.signedOut
      : status === 404
        ? inboxErrors.notFound
        : status === 503
          ? inboxErrors.unavailable
          : isRouteErrorResponse(error) && status < 500 && typeof error.data === "string"
            ? error.data
            : inboxErrors.generic;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-surface-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{status}</p>
        <h1 className="mt-2 font-display text-xl font-semibold text-ink-900">{message}</h1>
        <p className="mt-6">
          {status === 401 ? (
            <Link to="/inbox/sign-in" className="font-semibold text-brand-700 hover:underline">
              {inboxErrors.signInLink}
            </Link>
          ) : (
            <Link to="/inbox" className="font-semibold text-brand-700 hover:underline">
              {inboxErrors.backToLeads}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
