import type { InquiryRecord } from "./inquiry-record";

/** A voice lead's record of how its call started (migration 005-call-context). */
type CallStart = Pick<
  InquiryRecord,
  "consent_version" | "consented_at" | "call_placement" | "call_page"
>;

const buttonNames: Record<string, string> = {
  hero: "home page hero button",
  demo: "home page demo button",
  contact: "contact page button",
  widget: "voice widget",
};

/**
 * What the caller agreed to, for the owner's e-mail, the CLI and the inbox: null when the call
 * did not start from the site's buttons (then nothing is known about it). Each language's
 * disclosure has versions of its own: `language` names one other than the agency's.
 */
export function consentText(lead: CallStart, language: string | null = null): string | null {
  if (!lead.call_placement) return null;
  const disclosure = language ? `the ${language} disclosure` : "disclosure";
  return lead.consent_version
    ? `Agreed to ${disclosure} version ${lead.consent_version} at ${lead.consented_at}`
    : "Not asked (VOICE_CONSENT=off)";
}

/** Where the call started: the button and the page. */
export function callStartText(lead: CallStart): string | null {
  if (!lead.call_placement) return null;
  const button = buttonNames[lead.call_placement] ?? lead.call_placement;
  return lead.call_page ? `${button}, on ${lead.call_page}` : button;
}
