import { useRouteLoaderData } from "react-router";
import { SOURCE_LANGUAGE } from "../../../core/content/language-paths";
import type { Booking } from "../../../server/inbox/inbox-context";
import { appointmentsPage as words } from "~/content/inbox-booking";
import { QuietBadge } from "~/inbox/Badges";

/**
 * The language a visitor booked in, named in the team's, when it is not the team's own: what they
 * are sent is written in it, and the team answers them in it.
 */
export function BookingLanguage({ booking }: { booking: Pick<Booking, "language"> }) {
  const shell = useRouteLoaderData<{ languageNames: Record<string, string> }>("routes/inbox/shell");
  if (booking.language === SOURCE_LANGUAGE) return null;
  return (
    <QuietBadge>
      {words.bookedIn(shell?.languageNames[booking.language] ?? booking.language)}
    </QuietBadge>
  );
}
