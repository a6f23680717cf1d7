import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { createFormDefences } from "../inquiries/form-defences";
import { createBookingService, type BookingServiceDeps } from "./service/service";
import { storedAvailability } from "./store/availability";
import type { AvailabilityProvider, CalendarBusyTimes } from "./service/settings";
import type { BookingFollowUp } from "./store/booking";
import { createWebBooking } from "./web/book-page";

/**
 * The booking service and its ways in, wired from the configuration: the /book page's form has
 * the contact form's defences, counted where every instance sees them (as the contact form's are).
 */
export async function createBookingWays({
  config,
  database,
  availability = () => storedAvailability(database.db),
  followUp,
  onEvent,
  calendar,
}: {
  config: Pick<Config, "SITE_URL" | "CONTACT_MIN_FILL_MS" | "CONTACT_RATE_LIMIT">;
  database: SiteDatabase;
  availability?: AvailabilityProvider;
  /** Each change's lead and messages, written in its transaction (createBookingMessages). */
  followUp?: BookingFollowUp;
  onEvent?: BookingServiceDeps["onEvent"];
  /** The team's calendars' busy times (server/calendar/), when one is connected. */
  calendar?: CalendarBusyTimes;
}) {
  const site = { db: database.db, kind: database.kind, transactions: database.transactions };
  const service = createBookingService({
    site: { ...site, followUp },
    availability,
    onEvent,
    calendar,
  });
  const defences = await createFormDefences(database, {
    name: "booking",
    rateLimit: config.CONTACT_RATE_LIMIT,
  });
  const web = createWebBooking({
    ...defences,
    service,
    siteUrl: config.SITE_URL,
    minFillMs: config.CONTACT_MIN_FILL_MS,
  });
  /** `rateLimiter`: bookings per address, which the simulated assistant's bookings count in too. */
  return { service, web, rateLimiter: defences.rateLimiter };
}
