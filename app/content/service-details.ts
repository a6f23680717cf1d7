import type { ServiceName } from "./services";

export interface ServiceDetails {
  /** The fuller description shown on /products. */
  description: string;
  features: [string, string, string, string, string, string];
}

/** What /products says about each service, beyond the home page card of services.ts. */
export const serviceDetails: Record<ServiceName, ServiceDetails> = {
  "Custom AI Voice Agents": {
    description:
      "Inbound and outbound voice agents trained on your business: they answer every call, answer questions, qualify callers and book them straight into your calendar.",
    features: [
      "24/7 inbound call answering",
      "Natural, human-like voices",
      "Appointment booking on the call",
      "Call summaries and transcripts",
      "Warm transfer to your team",
      "CRM and calendar integration",
    ],
  },
  "Conversational AI Chatbots": {
    description:
      "Chat assistants for your website, SMS and community platforms such as Discord that know your services, answer in your voice and hand warm leads to your team.",
    features: [
      "Trained on your own content",
      "Website, SMS and Discord channels",
      "Lead capture and qualification",
      "Hand-off to a human on request",
      "Multilingual conversations",
      "Conversation analytics",
    ],
  },
  "AI Consulting": {
    description:
      "A hands-on review of how your business runs today and a prioritised plan for the AI tools that pay back fastest, with honest advice on what to skip.",
    features: [
      "Workflow and process audit",
      "Prioritised AI roadmap",
      "Tool and vendor selection",
      "Cost and return estimates",
      "Team workshops",
      "Responsible-AI guidelines",
    ],
  },
  "AI-Powered Websites": {
    description:
      "Modern, fast and accessible websites with AI chat and voice built in, so every visitor can get answers and book a consultation at any hour.",
    features: [
      "Custom, responsive design",
      "Built-in AI chat and voice",
      "Search-engine optimised",
      "Accessible to every visitor",
      "Lead forms wired to your inbox",
      "Hosting and updates available",
    ],
  },
  "Booking Automation": {
    description:
      "Automated scheduling across phone, web and text: availability checks, confirmations, reminders and rescheduling that keep your calendar full.",
    features: [
      "Real-time availability checks",
      "Confirmations and reminders",
      "Self-service rescheduling",
      "No-show follow-ups",
      "Google and Outlook calendars",
      "Deposit and intake forms",
    ],
  },
  "Lead Generation & Outreach": {
    description:
      "Targeted prospect lists, personalised outreach and persistent follow-up by e-mail, text and voice, so no lead goes cold while you are busy doing the work.",
    features: [
      "Ideal-customer targeting",
      "Personalised outreach at scale",
      "Automated follow-up sequences",
      "Lead scoring",
      "CRM pipeline updates",
      "Weekly performance reports",
    ],
  },
  "API Integration": {
    description:
      "Reliable connections between AI agents and the systems you already run: CRMs, calendars, payment providers, spreadsheets and custom back offices.",
    features: [
      "CRM and calendar connectors",
      "Webhooks and automations",
      "Payment provider links",
      "Custom REST integrations",
      "Secure credential handling",
      "Monitoring and alerts",
    ],
  },
  "Mobile Apps": {
    description:
      "Cross-platform mobile apps for iOS and Android with AI assistants, smart search and booking built in, designed around what your customers need on the go.",
    features: [
      "iOS and Android from one codebase",
      "In-app AI assistant",
      "Push notifications",
      "Bookings and payments",
      "Offline-friendly design",
      "App store submission",
    ],
  },
  "Custom AI Development": {
    description:
      "Tailor-made AI systems for problems off-the-shelf tools do not solve: document processing, internal assistants, data pipelines and custom models.",
    features: [
      "Discovery and prototyping",
      "Custom assistants and agents",
      "Document and data processing",
      "Retrieval over your knowledge",
      "Evaluation and guardrails",
      "Deployment and handover",
    ],
  },
};
