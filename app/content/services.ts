import type { IconNode } from "lucide";
import { Bot, Brain, CalendarCheck, Code, Globe, Mic, Plug, Smartphone, Target } from "lucide";
import type { Interest } from "../../core/content/interests";

/**
 * The nine services. The home page needs only these fields, so the longer details of /products
 * live in service-details.ts and stay out of the home page's JavaScript.
 */
export interface Service {
  name: string;
  category: string;
  icon: IconNode;
  /** One sentence for the home page card; /products adds the details of service-details.ts. */
  summary: string;
  /** The gradient of the card's icon tile: one of app/theme.css's tiles (`from-tile-N-start to-tile-N-end`). */
  gradient: string;
  /** The contact form option a "Get Started" click pre-selects. */
  contactInterest: Interest;
}

export const services = [
  {
    name: "Custom AI Voice Agents",
    category: "Voice AI",
    icon: Mic,
    summary:
      "Natural-sounding phone and web agents that answer, qualify and book around the clock.",
    gradient: "from-tile-1-start to-tile-1-end",
    contactInterest: "Custom AI Voice Agents",
  },
  {
    name: "Conversational AI Chatbots",
    category: "Conversational AI",
    icon: Bot,
    summary: "Website, SMS and community chatbots that answer questions and capture leads.",
    gradient: "from-tile-2-start to-tile-2-end",
    contactInterest: "Conversational AI",
  },
  {
    name: "AI Consulting",
    category: "Strategy",
    icon: Brain,
    summary: "A clear, practical roadmap for where AI saves you time and money first.",
    gradient: "from-tile-3-start to-tile-3-end",
    contactInterest: "AI Consulting",
  },
  {
    name: "AI-Powered Websites",
    category: "Web",
    icon: Globe,
    summary: "Fast, modern websites with built-in AI chat and voice that turn visitors into leads.",
    gradient: "from-tile-4-start to-tile-4-end",
    contactInterest: "AI-Powered Websites",
  },
  {
    name: "Booking Automation",
    category: "Automation",
    icon: CalendarCheck,
    summary: "Appointments booked, confirmed and rescheduled without a single phone tag.",
    gradient: "from-tile-5-start to-tile-5-end",
    contactInterest: "Booking Automation",
  },
  {
    name: "Lead Generation & Outreach",
    category: "Growth",
    icon: Target,
    summary: "AI-assisted prospecting and follow-up that keeps your pipeline moving.",
    gradient: "from-tile-6-start to-tile-6-end",
    contactInterest: "Lead Generation & Outreach",
  },
  {
    name: "API Integration",
    category: "Integration",
    icon: Plug,
    summary: "Connect your AI agents to the CRM, calendar and tools you already use.",
    gradient: "from-tile-7-start to-tile-7-end",
    contactInterest: "API Integration",
  },
  {
    name: "Mobile Apps",
    category: "Mobile",
    icon: Smartphone,
    summary: "iOS and Android apps with AI features your customers will actually use.",
    gradient: "from-tile-8-start to-tile-8-end",
    contactInterest: "Mobile Apps",
  },
  {
    name: "Custom AI Development",
    category: "Engineering",
    icon: Code,
    summary: "Bespoke AI systems built around the way your business really works.",
    gradient: "from-tile-9-start to-tile-9-end",
    contactInterest: "Custom AI Development",
  },
] as const satisfies Service[];

export type ServiceName = (typeof services)[number]["name"];
