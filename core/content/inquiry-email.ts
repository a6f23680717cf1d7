import type { InquiryRecord } from "../contact/inquiry-record";
import { callStartText, consentText } from "./call-context";

type InquiryForEmail = Omit<InquiryRecord, "spam_reason">;

const notGiven = "(not given)";

const isVoice = (inquiry: InquiryForEmail) => inquiry.source === "voice";
const isChat = (inquiry: InquiryForEmail) => inquiry.source === "chat";

function caller(inquiry: InquiryForEmail) {
  return inquiry.name || inquiry.phone || inquiry.email || "an unknown caller";
}

function voiceSubject(inquiry: InquiryForEmail) {
  if (inquiry.incomplete)
    return `Incomplete voice lead: ${caller(inquiry)} called and left no request`;
  if (inquiry.preferred_time)
    return `New booking by voice from ${caller(inquiry)}: ${inquiry.preferred_time}`;
  return `New voice inquiry from ${caller(inquiry)}`;
}

function voiceIntro(inquiry: InquiryForEmail) {
  const answer = inquiry.email
    ? "Reply to this e-mail to answer them."
    : "Call them back on the number below.";
  return inquiry.incomplete
    ? `A caller spoke to the voice assistant but ended the call before booking or leaving a request. ${answer}`
    : `A caller gave their details to the voice assistant. ${answer}`;
}

function voiceLines(inquiry: InquiryForEmail) {
  if (!isVoice(inquiry)) return [];
  return [
    ...(inquiry.preferred_time ? [`Booking:  ${inquiry.preferred_time}`] : []),
    `Call id:  ${inquiry.call_id || notGiven}`,
    ...(inquiry.ended_reason ? [`Ended:    ${inquiry.ended_reason}`] : []),
    ...lineIf("Consent:  ", consentText(inquiry)),
    ...lineIf("Started:  ", callStartText(inquiry)),
  ];
}

const lineIf = (label: string, text: string | null) => (text ? [`${label}${text}`] : []);

function summaryLines(inquiry: InquiryForEmail) {
  return inquiry.summary && inquiry.summary !== inquiry.message
    ? ["", "Call summary:", inquiry.summary]
    : [];
}

/** A chat lead's conversation with the assistant, after the visitor's own lines. */
function conversationLines(inquiry: InquiryForEmail) {
  return isChat(inquiry) && inquiry.transcript
    ? ["", "The conversation with the chat assistant:", inquiry.transcript]
    : [];
}

function intro(inquiry: InquiryForEmail) {
  if (isVoice(inquiry)) return voiceIntro(inquiry);
  if (isChat(inquiry)) {
    return "A visitor sent their conversation with the chat assistant to the team. Reply to this e-mail to answer them.";
  }
  return "A visitor sent a message through the contact form. Reply to this e-mail to answer them.";
}

function subject(inquiry: InquiryForEmail) {
  if (isVoice(inquiry)) return voiceSubject(inquiry);
  if (isChat(inquiry)) return `New chat conversation from ${inquiry.name}`;
  return `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`;
}

/** The notification e-mail the owner gets for each inquiry (the e-mail delivery channel). */
export const inquiryEmail = {
  subject,
  text: (inquiry: InquiryForEmail, siteUrl: string) =>
    [
      intro(inquiry),
      "",
      `Name:     ${inquiry.name || notGiven}`,
      `E-mail:   ${inquiry.email || notGiven}`,
      `Company:  ${inquiry.company || notGiven}`,
      `Phone:    ${inquiry.phone || notGiven}`,
      `Interest: ${inquiry.interest || notGiven}`,
      `Received: ${inquiry.received_at}`,
      ...voiceLines(inquiry),
      "",
      inquiry.message,
      ...summaryLines(inquiry),
      ...conversationLines(inquiry),
      "",
      `Open it in the inbox: ${new URL(`/inbox/leads/${inquiry.id}`, siteUrl).href}`,
      `-- inquiry ${inquiry.id} (npm run inquiries -- show ${inquiry.id})`,
    ].join("\n"),
} as const;

export const chatTranscriptNotes = {
  /** First line of a transcript that "Send this conversation to the team" sent. */
  fromBrowser:
    "[As the visitor's browser sent it: the assistant's lines are not confirmed by the chat provider.]",
};
