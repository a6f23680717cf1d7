import { Temporal } from "temporal-polyfill";
import { createBooking } from "../../server/booking/store/bookings";
import { withDatabase, type InboxServer } from "./inbox-helpers";
import type { Language } from "../../core/content/languages";

/** The agency's zone in the content's defaults. */
export const AGENCY_ZONE = "America/New_York";

/** A day of next week in the agency's zone (1 = Monday), as an ISO date. */
export function nextWeek(dayOfWeek: number): string {
  const today = Temporal.Now.zonedDateTimeISO(AGENCY_ZONE).toPlainDate();
  const monday = today.add({ days: 8 - today.dayOfWeek });
  return monday.add({ days: dayOfWeek - 1 }).toString();
}

/** A wall time in the agency's zone, as an instant. */
export const agencyInstant = (date: string, time: string) =>
  new Date(
    Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(AGENCY_ZONE).epochMilliseconds,
  );

/** A booking stored as the booking service would make it, booked a day before `start`. */
export async function seedBooking(
  server: InboxServer,
  start: Date,
  name: string,
  leadId: string | null = null,
  language: Language = "en",
) {
  return withDatabase(server, async (site) => {
    const outcome = await createBooking(
      site,
      {
        meetingTypeId: "free-consultation",
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        visitor: {
          name,
          email: `${name.replace(/\W/g, "")}@example.com`,
          timeZone: "Europe/Madrid",
        },
        notes: "",
        source: "web",
        actor: "visitor",
        leadId,
        // As a booking is once its visitor typed back the code e-mailed to them.
        proof: "email",
        language,
      },
      new Date(start.getTime() - 24 * 60 * 60_000),
    );
    if (outcome.outcome !== "booked") throw new Error(`seed booking: ${outcome.outcome}`);
    return outcome.booking;
  });
}
