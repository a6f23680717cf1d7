import { brand } from "../../core/content/site";

/** The scripted conversation of the simulated provider (VOICE_PROVIDER=simulated). */
export const simulatedConversation: { role: "assistant" | "user"; text: string }[] = [
  {
    role: "assistant",
    text: `Hi, this is the simulated ${brand.name} assistant. How can I help you today?`,
  },
  { role: "user", text: "I'd like to book a consultation about a voice agent." },
  { role: "assistant", text: "Happy to help. Which day suits you best next week?" },
  { role: "user", text: "Tuesday morning would be great." },
  {
    role: "assistant",
    text: "Done: Tuesday at ten. You'll get a confirmation by e-mail shortly.",
  },
];
