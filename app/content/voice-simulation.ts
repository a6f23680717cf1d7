import { brand } from "../../core/content/site";

/**
 * The simulated provider's call (VOICE_PROVIDER=simulated): it books a real free time through the
 * site's booking tools, and the visitor answers with the buttons and the form under the captions.
 */
export const simulatedCall = {
  greeting: `Hi, this is the simulated ${brand.name} assistant. How can I help you today?`,
  visitorAsks: "I'd like to book a consultation about a voice agent.",
  offer: (times: readonly string[], zone: string | null) =>
    `The next free times${zone ? `, in ${zone},` : ""} are ${joinOr(times)}. Which one suits you?`,
  noTimes:
    "I can't find a free time in the coming weeks. Please write to us through the contact page instead.",
  unreachable:
    "I can't reach the booking calendar right now. Please try the booking page, “Pick a time yourself”.",
  visitorPicks: (time: string) => `${time}, please.`,
  askDetails: "Lovely. What name and e-mail address shall I book it under?",
  visitorGives: (name: string, email: string) => `I'm ${name}, ${email}.`,
  booked: (time: string, reference: string, email: string) =>
    `You're booked for ${time}. Your booking reference is ${reference}. A confirmation is on its way to ${email}.`,
  notBooked: (reason: string) => `${reason} Shall we try another time?`,
  askCode: (email: string) =>
    `I've held that time for you and e-mailed a 6-digit code to ${email}. Could you read it out to me?`,
  visitorReadsCode: (code: string) => `It's ${code.split("").join(" ")}.`,
  codeAgain: (reason: string) => `${reason} Could you read it again?`,
  notConfirmed: (reason: string) => `${reason} Shall we try another time?`,
  wrap: "Anything else? You can end the call whenever you like.",
} as const;

/** The visitor's replies under the captions of a simulated call. */
export const simulatedReplyCopy = {
  chooseLabel: "Answer the assistant: pick a time",
  detailsLabel: "Answer the assistant: your details",
  name: "Your name",
  email: "E-mail",
  send: "Book this time",
  codeLabel: "Answer the assistant: the code from your e-mail",
  code: "Code from the e-mail",
  sendCode: "Read out the code",
} as const;

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
