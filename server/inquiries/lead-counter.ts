import type { InquirySource } from "../../core/contact/inquiry-record";
import type { Inquiry } from "../db/inquiry-store";

/**
 * The visit a lead came from, as far as the pipeline reads it: the first page its visitor saw
 * and where that visit came from. The counter (server/insights/) knows more of it.
 */
export interface CountedVisit {
  landing: { path: string; referrer_host: string | null; utm_source: string | null } | null;
}

/** A stored lead as the counter records it: at its landing page, with its source and placement. */
export interface CountedLead {
  id: string;
  source: InquirySource;
  placement: string | null;
  page: string;
}

/**
 * What the pipeline and the ways in ask of the visit counter (INSIGHTS), handed in where the
 * server is wired (server/main.ts builds the insights wing before the pipeline): the pipeline
 * imports no wing. Off, none is handed in.
 */
export interface LeadCounter {
  /** A post's visit, by the address and user agent that sent it; null for a bot. */
  visitByAddress(address: string, userAgent: string): Promise<CountedVisit | null>;
  /** A call's visit, by the call its browser reported connected. */
  visitByCall(callId: string): Promise<CountedVisit | null>;
  /** The contact form was sent (a step of the visit-to-lead funnel). */
  formSubmitted(visit: CountedVisit, path: string): void;
  leadCreated(visit: CountedVisit | null, lead: CountedLead): void;
}

/** What a lead keeps of its visit (first-party attribution, shown on the lead's page). */
export function attributionColumns(
  visit: CountedVisit | null,
): Pick<Inquiry, "landing_page" | "landing_source"> {
  const landing = visit?.landing;
  return {
    landing_page: landing?.path ?? null,
    landing_source: landing ? (landing.utm_source ?? landing.referrer_host) : null,
  };
}
