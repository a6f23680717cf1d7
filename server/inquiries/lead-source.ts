import type { InquiryEmailParts } from "../../core/content/inquiry-email";
import type { Inquiry } from "../db/inquiry-store";
import type { BookingWork } from "./delivery-channel";

/**
 * What a way in (the form, voice, chat...) tells the pipeline about the leads it brings, keyed by
 * the source it stores them with: what staff call it, the keys it adds to the webhook body and
 * its parts of the owner's e-mail. The ways in are listed where the server is wired
 * (server/main.ts); a source nobody describes is delivered as a form's.
 */
export interface LeadSource {
  source: string;
  /** Its name in the inbox (the list's badge, the source filter, the lead's page). */
  label: string;
  /**
   * Keys after the spec's seven, each only when it has a value; `booking` is set for a delivery
   * about a booking event.
   */
  webhookFields?(inquiry: Inquiry, booking?: BookingWork | null): Record<string, unknown>;
  email?: InquiryEmailParts;
  /** The owner's e-mail about a booking event (the source `booking` describes them). */
  eventEmail?(booking: BookingWork): InquiryEmailParts;
}

export type LeadSources = readonly LeadSource[];

/**
 * The way in bookings come by. A delivery about a booking event is described by it, whatever way
 * in brought the lead the booking attached to (a visitor who wrote first, then booked).
 */
export const BOOKING_SOURCE = "booking";

export const describedSource = (
  sources: LeadSources,
  inquiry: Pick<Inquiry, "source">,
  booking: BookingWork | null = null,
) => {
  const source = booking ? BOOKING_SOURCE : inquiry.source;
  return sources.find((described) => described.source === source);
};
