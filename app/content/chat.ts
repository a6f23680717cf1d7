import { groupDigits } from "../../core/content/format";
import { interestOf } from "../../core/content/interests";
import { brand } from "../../core/content/site";

/**
 * Every word of the chat with the assistant, in the home page's Chatbot Demo tab and in the
 * floating widget. Loaded with the chat, never with a page.
 */

export const chatCopy = {
  /** The conversation's list, for screen readers. */
  logLabel: "Conversation with the assistant",
  speakers: { visitor: "You", assistant: "Assistant" },
  /** Before the first message: who answers, who processes the messages, and where to read more. */
  disclosure:
    "You are writing to an AI assistant, not a person. Our chat provider, Vapi, processes your messages to answer them.",
  disclosureLink: "How we handle chats",
  exampleLabel: "An example conversation",
  exampleHint: "Type below to start a real conversation.",
  /** Before the first message where there is no example conversation (the widget). */
  emptyHint: "Ask about our services, prices or booking a consultation.",
  inputLabel: "Your message",
  inputPlaceholder: "Write your message…",
  send: "Send",
  stop: "Stop",
  clear: "Clear conversation",
  /** Under the box: "{count} / {max} characters". */
  characterCount: (count: number, max: number) =>
    `${groupDigits(count)} / ${groupDigits(max)} characters`,
  tooLong: (max: number) => `Shorten your message to ${groupDigits(max)} characters to send it.`,
  thinking: "The assistant is writing…",
  stopped: "Stopped",
  cutOff: "Cut off",
  /** Said by a screen reader once an answer is complete. */
  answered: (text: string) => `The assistant answered: ${text}`,
  /** The start of a very long answer, said instead of all of it. */
  answeredLong: (start: string) =>
    `The assistant answered at length: ${start}… The rest is in the conversation.`,
  simulation: "Simulated chat: no language model reads what you write.",
  writeInstead: "Write to us instead",
  /** The contact form's interest when a visitor writes instead of chatting. */
  interest: interestOf.chat,
  /** Opens the message carried over to the contact form, when the visitor wrote something. */
  carriedOver: "What I asked in the chat:",
  problems: {
    unauthorized:
      "The chat is not available right now: the assistant's key was refused. We are sorry; please write to us and we will answer by e-mail.",
    billing:
      "The chat is paused right now, because the assistant's account needs attention on our side. Please write to us and we will answer by e-mail.",
    "rate-limited":
      "Many people are chatting right now. Wait a minute and send your message again, or write to us instead.",
    dropped:
      "The connection dropped before the answer was finished. Send your message again, or write to us instead.",
    unreachable:
      "The assistant could not be reached. Check your connection and send your message again, or write to us instead.",
    "not-configured":
      "The chat is not set up on this site yet. Please write to us and we will answer by e-mail.",
  },
};

/** "Send this conversation to the team": the form under a conversation. */
export const sendToTeamCopy = {
  open: "Send this conversation to the team",
  heading: "Send this conversation to the team",
  intro: `${brand.name}'s team reads it and gets back to you, usually within a day.`,
  name: "Name",
  email: "E-mail",
  phone: "Phone (optional)",
  honeypot: "Leave this field empty",
  submit: "Send to the team",
  sending: "Sending…",
  cancel: "Cancel",
  sent: "Sent. The team has your conversation and will get back to you.",
  failed: "It could not be sent just now. Please try again in a moment, or write to us instead.",
  fieldErrorsSummary: "Please check the highlighted fields.",
};

/**
 * VOICE_PROVIDER=simulated: the scripted assistant's answers, one per message in turn (the last
 * one repeats). They stream word by word like the real assistant's.
 */
export const simulatedChatAnswers = [
  `Hi! This is the simulated ${brand.name} assistant: nothing you write here reaches a language model. In the real chat I answer questions about our voice agents, chatbots and AI-powered websites, and I can help you book a consultation.`,
  "Our chatbots answer your customers day and night, book appointments into your calendar and pass every lead to your team. Would you like the team to get in touch? Use “Send this conversation to the team” below.",
  "Thanks! That is all this simulated assistant knows. Send this conversation to the team and a person will answer you.",
];

/** The simulated assistant books a real free time when asked to book (app/chat/simulated-chat-booking.ts). */
export const simulatedChatBooking = {
  offer: (zone: string | null, times: readonly string[]) =>
    `Here are the next free times${zone ? ` (${zone})` : ""}: ${times.map((time, index) => `${index + 1}. ${time}`).join("; ")}. Reply with the number of the one that suits you.`,
  pickAgain: (count: number) => `Please reply with a number from 1 to ${count}.`,
  askDetails: (time: string) =>
    `Lovely: ${time}. What name and e-mail address shall I book it under? For example: Dana Reyes, dana@example.com`,
  askEmail:
    "I need an e-mail address for the confirmation, for example: Dana Reyes, dana@example.com",
  booked: (time: string, reference: string, email: string) =>
    `You're booked for ${time}. Your booking reference is ${reference}. A confirmation is on its way to ${email}.`,
  notBooked: (reason: string) => `${reason}`,
  askCode: (email: string) =>
    `I've held that time for you and e-mailed a 6-digit code to ${email}. Please type it here to confirm the booking.`,
  codeAgain: (reason: string) => `${reason} Please type it again.`,
  noTimes:
    "I can't find a free time in the coming weeks. Please write to us through the contact page instead.",
  unreachable:
    "I can't reach the booking calendar right now. Please try the booking page, “Pick a time yourself”.",
} as const;

/** A message that asks to book: the simulated assistant then offers real free times. */
/** Asking about booking ("Do you build booking bots?") is not asking to book. */
export const asksToBook = /\b(book|appointment|consultation|schedule|free times?|slots?)\b/i;
