/** The contact form's "interest" options, in the order the form lists them. Empty means "Please select...". */
export const interestOptions = [
  "Custom AI Voice Agents",
  "Conversational AI",
  "AI Consulting",
  "AI-Powered Websites",
  "Booking Automation",
  "Lead Generation & Outreach",
  "API Integration",
  "Mobile Apps",
  "Custom AI Development",
  "General Consultation",
  "Partnership Opportunities",
] as const;

export type Interest = (typeof interestOptions)[number];

export const interestPlaceholder = "Please select...";

/** The option chosen for a visitor who writes instead of talking, or instead of chatting. */
export const interestOf = {
  voice: "Custom AI Voice Agents",
  chat: "Conversational AI",
} as const satisfies Record<string, Interest>;

export function isInterest(value: string): value is Interest {
  return (interestOptions as readonly string[]).includes(value);
}
