/**
 * A lead's way through the agency, in order (new → contacted → qualified → won or lost); the
 * forms and the store both check against it.
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.includes(value as LeadStatus);
