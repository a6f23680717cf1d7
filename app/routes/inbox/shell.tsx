import { formatCount } from "../../../core/inbox/lead-rules";
import { Form, NavLink, Outlet } from "react-router";
import { Logo } from "~/ui/Logo";
import { frame } from "~/content/inbox";
import { insightsNav } from "~/content/insights";
import { appointmentsPage, availabilityPage } from "~/content/inbox-booking";
import { secondaryButton } from "~/inbox/styles";
import type { Route } from "./+types/shell";

export { loader } from "./shell.server";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-surface-100 hover:text-ink-900"
  }`;

function Count({ n, label }: { n: number; label: (n: string) => string }) {
  if (n === 0) return null;
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{formatCount(n)}</span>
      <span className="sr-only">{label(formatCount(n))}</span>
    </span>
  );
}

/** The signed-in frame: where you are, who you are, and the way out. */
export default function Shell({ loaderData }: Route.ComponentProps) {
  const { email, counts } = loaderData;
  return (
    <>
      <header className="border-b border-surface-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-2">
            <Logo tone="dark" />
            <span className="rounded-md bg-surface-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
              {frame.product}
            </span>
          </div>
          <nav aria-label={frame.navLabel} className="order-3 w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              <li>
                <NavLink to="/inbox" end className={navLink}>
                  {frame.leads}
                  <Count n={counts.new} label={frame.newCount} />
                </NavLink>
              </li>
              <li>
                <NavLink to="/inbox/spam" className={navLink}>
                  {frame.spam}
                  <Count n={counts.spam} label={frame.spamCount} />
                </NavLink>
              </li>
              <li>
                <NavLink to="/inbox/insights" className={navLink}>
                  {insightsNav}
                </NavLink>
              </li>
              <li>
                <NavLink to="/inbox/appointments" className={navLink}>
                  {appointmentsPage.title}
                </NavLink>
              </li>
              <li>
                <NavLink to="/inbox/availability" className={navLink}>
                  {availabilityPage.title}
                </NavLink>
              </li>
              <li>
                <NavLink to="/inbox/account" className={navLink}>
                  {frame.account}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <p className="hidden max-w-64 truncate text-sm text-ink-600 md:block">
              <span className="sr-only">{frame.signedInAs} </span>
              {email}
            </p>
            <Form method="post" action="/inbox/sign-out">
              <button type="submit" className={secondaryButton}>
                {frame.signOut}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
    </>
  );
}
