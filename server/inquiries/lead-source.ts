import type { InquiryEmailParts } from "../../core/contact/inquiry-email";
import type { Inquiry } from "../db/inquiry-store";
import type { DeliverySubject } from "./delivery-channel";

/**
 * What a way in (the form, voice, chat...) tells the pipeline about the leads it brings, keyed by
 * the source it stores them with: what staff call it, the keys it adds to the webhook body and
 * its parts of the owner's e-mail. Each wing hands its own to the wiring (server/wings.ts); a
 * source nobody describes is delivered as a form's.
 */
export interface LeadSource<Subject extends DeliverySubject = DeliverySubject> {
  source: string;
  /** Its name in the inbox (the list's badge, the source filter, the lead's page). */
  label: string;
  /**
   * Keys after the spec's seven, each only when it has a value; `subject` is set for a delivery
   * about a subject this source describes.
   */
  webhookFields?(inquiry: Inquiry, subject?: Subject | null): Record<string, unknown>;
  email?: InquiryEmailParts;
  /** The owner's e-mail about a subject this source describes (a booking's event). */
  subjectEmail?(subject: Subject): InquiryEmailParts;
}

export type LeadSources = readonly LeadSource[];

/**
 * The source that describes a delivery: its subject's, whatever way in brought the lead the
 * subject attached to (a visitor who wrote first, then booked); else its lead's.
 */
export const describedSource = (
  sources: LeadSources,
  inquiry: Pick<Inquiry, "source">,
  subject: DeliverySubject | null = null,
) => {
  const source = subject ? subject.source : inquiry.source;
  return sources.find((described) => described.source === source);
};
