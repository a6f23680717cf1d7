import type { AppLoadContext } from "react-router";
import type { BookingDoor } from "../../core/booking/booking-door";

/** What the server puts in the load context for the booking pages (server/app.ts). */
export interface BookingContext {
  booking: BookingDoor;
  clientIp: string;
}

/** The booking pages' part of the load context, or null when this server does not book. */
export function bookingContext(context: AppLoadContext): BookingContext | null {
  const { booking, clientIp } = context;
  return booking && clientIp !== undefined ? { booking, clientIp } : null;
}
