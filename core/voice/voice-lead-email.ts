import { callStartText, consentText } from "../contact/call-context";
import {
  notGiven,
  visitorLanguage,
  type InquiryEmailParts,
  type InquiryForEmail,
} from "../contact/inquiry-email";

/** The source a voice lead is stored and delivered with. */
export const VOICE_SOURCE = "voice";

function caller(inquiry: InquiryForEmail) {
  return inquiry.name || inquiry.phone || inquiry.email || "an unknown caller";
}

const lineIf = (label: string, text: string | null) => (text ? [`${label}${text}`] : []);

/** How the owner's e-mail tells of a voice lead: the booking, the call and its summary. */
export const voiceLeadEmail: InquiryEmailParts = {
  subject(inquiry) {
    if (inquiry.incomplete)
      return `Incomplete voice lead: ${caller(inquiry)} called and left no request`;
    if (inquiry.preferred_time)
      return `New booking by voice from ${caller(inquiry)}: ${inquiry.preferred_time}`;
    return `New voice inquiry from ${caller(inquiry)}`;
  },
  intro(inquiry) {
    const answer = inquiry.email
      ? "Reply to this e-mail to answer them."
      : "Call them back on the number below.";
    return inquiry.incomplete
      ? `A caller spoke to the voice assistant but ended the call before booking or leaving a request. ${answer}`
      : `A caller gave their details to the voice assistant. ${answer}`;
  },
  details: (inquiry) => [
    ...(inquiry.preferred_time ? [`Booking:  ${inquiry.preferred_time}`] : []),
    `Call id:  ${inquiry.call_id || notGiven}`,
    ...(inquiry.ended_reason ? [`Ended:    ${inquiry.ended_reason}`] : []),
    ...lineIf("Consent:  ", consentText(inquiry, visitorLanguage(inquiry))),
    ...lineIf("Started:  ", callStartText(inquiry)),
  ],
  afterMessage: (inquiry) =>
    inquiry.summary && inquiry.summary !== inquiry.message
      ? ["", "Call summary:", inquiry.summary]
      : [],
};
