import type { InquiryEmailParts } from "../../core/content/inquiry-email";
import type { Inquiry } from "../db/inquiry-store";

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
  /** Keys after the spec's seven, each only when it has a value. */
  webhookFields?(inquiry: Inquiry): Record<string, unknown>;
  email?: InquiryEmailParts;
}

export type LeadSources = readonly LeadSource[];

export const describedSource = (sources: LeadSources, inquiry: Pick<Inquiry, "source">) =>
  sources.find((described) => described.source === inquiry.source);
