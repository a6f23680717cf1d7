/**
 * A lead's way through the agency, in order (new → contacted → qualified → won or lost); the
 * forms and the store both check against it.
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.includes(value as LeadStatus);

/** Caps on what staff write (characters, after trimming): the forms' maxlength, the store's check. */
export const NOTE_MAX_LENGTH = 5000;
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 10_000;

/** The navigation counts stop here ("999+"): counting further would read every row on each page. */
export const COUNT_CAP = 1000;

export const formatCount = (n: number) => (n >= COUNT_CAP ? `${COUNT_CAP - 1}+` : String(n));
