import { SOURCE_LANGUAGE, isLanguage, siteLanguages } from "../content/languages";
import type { InquiryRecord } from "./inquiry-record";

export type InquiryForEmail = Omit<InquiryRecord, "spam_reason">;

/**
 * What a way in adds to the owner's e-mail about its leads: its own subject and first line, lines
 * after the common fields and lines after the message. What it leaves out reads as a form's.
 */
export interface InquiryEmailParts {
  subject?(inquiry: InquiryForEmail): string;
  intro?(inquiry: InquiryForEmail): string;
  details?(inquiry: InquiryForEmail): string[];
  afterMessage?(inquiry: InquiryForEmail): string[];
}

export const notGiven = "(not given)";

/**
 * The language a lead came in, named in the team's language, when it is not the agency's own: the
 * team answers the visitor in it. Null for the source language.
 */
export function visitorLanguage(inquiry: Pick<InquiryRecord, "language">): string | null {
  const code = inquiry.language ?? SOURCE_LANGUAGE;
  if (code === SOURCE_LANGUAGE) return null;
  return isLanguage(code) ? siteLanguages[code].name : code;
}

const formParts = {
  subject: (inquiry: InquiryForEmail) =>
    `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`,
  intro: () =>
    "A visitor sent a message through the contact form. Reply to this e-mail to answer them.",
};

/** The notification e-mail the owner gets for each inquiry (the e-mail delivery channel). */
export const inquiryEmail = {
  subject: (inquiry: InquiryForEmail, parts: InquiryEmailParts = {}) =>
    (parts.subject ?? formParts.subject)(inquiry),
  text: (inquiry: InquiryForEmail, siteUrl: string, parts: InquiryEmailParts = {}) =>
    [
      (parts.intro ?? formParts.intro)(inquiry),
      "",
      `Name:     ${inquiry.name || notGiven}`,
      `E-mail:   ${inquiry.email || notGiven}`,
      `Company:  ${inquiry.company || notGiven}`,
      `Phone:    ${inquiry.phone || notGiven}`,
      `Interest: ${inquiry.interest || notGiven}`,
      ...languageLines(inquiry),
      `Received: ${inquiry.received_at}`,
      ...(parts.details?.(inquiry) ?? []),
      "",
      inquiry.message,
      ...(parts.afterMessage?.(inquiry) ?? []),
      "",
      `Open it in the inbox: ${new URL(`/inbox/leads/${inquiry.id}`, siteUrl).href}`,
      `-- inquiry ${inquiry.id} (npm run inquiries -- show ${inquiry.id})`,
    ].join("\n"),
} as const;

/** "Language: Spanish (answer in Spanish)" for a lead in another language than the team's. */
function languageLines(inquiry: InquiryForEmail): string[] {
  const language = visitorLanguage(inquiry);
  return language ? [`Language: ${language} (answer in ${language})`] : [];
}

export const chatTranscriptNotes = {
  /** First line of a transcript that "Send this conversation to the team" sent. */
  fromBrowser:
    "[As the visitor's browser sent it: the assistant's lines are not confirmed by the chat provider.]",
};
