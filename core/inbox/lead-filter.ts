import { isInquirySource, type InquirySource } from "../contact/inquiry-record";
import { isLeadStatus, type LeadStatus } from "../contact/lead-status";

/** What the list shows: the leads, or the suspects held as spam. */
export type LeadView = "leads" | "spam";

export interface LeadFilter {
  status?: LeadStatus;
  source?: InquirySource;
  interest?: string;
  /** A failed delivery, or a voice lead that ended without a booking or a request. */
  attention?: boolean;
  /** Searched in name, e-mail, company, phone, message and call summary, ignoring case. */
  q?: string;
}

const SEARCH_MAX_LENGTH = 200;

/**
 * The filter as the list's URL holds it (status, source, interest, attention=1, q), so the back
 * button and a shared link show the same leads. Values it does not know are ignored.
 */
export function leadFilterFromSearch(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const status = params.get("status");
  if (isLeadStatus(status)) filter.status = status;
  const source = params.get("source");
  if (isInquirySource(source)) filter.source = source;
  const interest = params.get("interest")?.trim();
  if (interest) filter.interest = interest.slice(0, SEARCH_MAX_LENGTH);
  if (params.get("attention") === "1") filter.attention = true;
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, SEARCH_MAX_LENGTH);
  return filter;
}

export function leadFilterToSearch(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.source) params.set("source", filter.source);
  if (filter.interest) params.set("interest", filter.interest);
  if (filter.attention) params.set("attention", "1");
  if (filter.q) params.set("q", filter.q);
  return params;
}
