import type { BookingDesk, DeskAnswer } from "../../../server/inbox/inbox-context";
import { inboxErrors } from "~/content/inbox";
import { appointmentsPage } from "~/content/inbox-booking";

export const BOOKING_INTENTS = ["reschedule", "cancel", "no-show"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];

export const isBookingIntent = (value: unknown): value is BookingIntent =>
  BOOKING_INTENTS.includes(value as BookingIntent);

export type BookingChange =
  | { ok: true; intent: BookingIntent; bookingId: string; answer: DeskAnswer & { ok: true } }
  | { ok: false; bookingId: string; problems: string[] };

/**
 * A staff change to a booking from any inbox page (Appointments, a lead's page): reschedule,
 * cancel or mark a no-show, by the signed-in staff member. Refusals come back in words.
 */
export async function changeBooking(
  bookings: BookingDesk,
  actor: string,
  form: FormData,
): Promise<BookingChange> {
  const intent = form.get("intent");
  const bookingId = String(form.get("bookingId") ?? "").slice(0, 64);
  if (!isBookingIntent(intent))
    return { ok: false, bookingId, problems: [inboxErrors.unknownAction] };
  const answer =
    intent === "reschedule"
      ? await bookings.reschedule(actor, bookingId, form)
      : intent === "cancel"
        ? await bookings.cancel(actor, bookingId)
        : await bookings.markNoShow(actor, bookingId);
  if (!answer.ok) return { ok: false, bookingId, problems: answer.problems };
  return { ok: true, intent, bookingId, answer };
}

/** What a done change says: "K7MQ-4XW9 moved." */
export function bookingChangeNotice(intent: BookingIntent, reference: string) {
  return intent === "reschedule"
    ? appointmentsPage.rescheduled(reference)
    : intent === "cancel"
      ? appointmentsPage.cancelled(reference)
      : appointmentsPage.markedNoShow(reference);
}
