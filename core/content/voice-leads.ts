import { contactInfo } from "./site";

/**
 * Every word the server gives the voice assistant to read back (in the call's language: the
 * Spanish ones are core/content/es/voice-leads.ts), and the words of the inquiries a call creates.
 * The assistant speaks these sentences, so they are short and plain.
 */

/** How the team will get back: by e-mail when the caller gave an address, else by phone. */
export type ReplyChannel = "e-mail" | "phone";

/** The assistant's tool names as the provider calls them (voice/assistant.example.json). */
export const voiceTools = {
  captureLead: "capture_lead",
} as const;

export const voiceLeads = {
  captured: (channel: ReplyChannel) =>
    `Noted: the team will get back to the caller by ${channel} ${contactInfo.replyTime}.`,

  /** Arguments that fail the form's rules: what went wrong and what to ask the caller again. */
  askAgain: (tool: string, problems: readonly string[], asks: readonly string[]) =>
    `Not saved yet. ${problems.join(" ")} Ask the caller for ${joinAnd(asks)}, then call ${tool} again.`,
  ask: {
    name: "their name",
    contact: "an e-mail address or a phone number",
    email: "their e-mail address, spelled out",
    phone: "their phone number",
    company: "a shorter company name",
    interest: "which of the listed services they mean",
    message: "what they would like help with, in a sentence or two",
  },
  problems: {
    contact: "An e-mail address or a phone number is needed.",
  },
  /** `known` is every tool this server answers now: the booking tools only when they are wired. */
  unknownTool: (name: string, known: readonly string[]) =>
    `This server does not know the tool "${name}"; it handles ${joinAnd(known)}.`,
  /** The database could not take it: the call goes on and the caller learns another way in. */
  unavailable: `The details could not be saved right now. Apologise and ask the caller to use the contact form or call ${contactInfo.phoneDisplay}.`,

  /** Past TOOL_LEAD_LIMIT for this call, chat or number: nothing more is stored. */
  overBudget: `This conversation has already left as many requests as it may. Tell the caller the team has the details already given, and that anything else can go through the contact form or to ${contactInfo.phoneDisplay}.`,
} as const;

/** What the team reads of a call's lead, in the agency's language whatever the call's. */
export const voiceLeadRecords = {
  /** The inquiry's message for a call that ended without a booking or a request. */
  incompleteMessage: "The caller ended the call before booking or leaving a request.",
  /** What a retried end-of-call report is answered (kept in the receipt). */
  reportHandled: "end-of-call report recorded",
} as const;

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
