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
  /** Tailwind gradient stops (`from-* to-*`) of the card's icon tile. */
  gradient: string;
  /** The contact form option a "Get Started" click pre-selects. */
  interest: Interest;
}

export const services = [
  {
    name: "Custom AI Voice Agents",
    category: "Voice AI",
    icon: Mic,
    summary:
      "Natural-sounding phone and web agents that answer, qualify and book around the clock.",
    gradient: "from-sky-500 to-blue-600",
    interest: "Custom AI Voice Agents",
  },
  {
    name: "Conversational AI Chatbots",
    category: "Conversational AI",
    icon: Bot,
    summary: "Website, SMS and community chatbots that answer questions and capture leads.",
    gradient: "from-violet-500 to-purple-600",
    interest: "Conversational AI",
  },
  {
    name: "AI Consulting",
    category: "Strategy",
    icon: Brain,
    summary: "A clear, practical roadmap for where AI saves you time and money first.",
    gradient: "from-amber-500 to-orange-600",
    interest: "AI Consulting",
  },
  {
    name: "AI-Powered Websites",
    category: "Web",
    icon: Globe,
    summary: "Fast, modern websites with built-in AI chat and voice that turn visitors into leads.",
    gradient: "from-emerald-500 to-teal-600",
    interest: "AI-Powered Websites",
  },
  {
    name: "Booking Automation",
    category: "Automation",
    icon: CalendarCheck,
    summary: "Appointments booked, confirmed and rescheduled without a single phone tag.",
    gradient: "from-pink-500 to-rose-600",
    interest: "Booking Automation",
  },
  {
    name: "Lead Generation & Outreach",
    category: "Growth",
    icon: Target,
    summary: "AI-assisted prospecting and follow-up that keeps your pipeline moving.",
    gradient: "from-red-500 to-orange-500",
    interest: "Lead Generation & Outreach",
  },
  {
    name: "API Integration",
    category: "Integration",
    icon: Plug,
    summary: "Connect your AI agents to the CRM, calendar and tools you already use.",
    gradient: "from-cyan-500 to-sky-600",
    interest: "API Integration",
  },
  {
    name: "Mobile Apps",
    category: "Mobile",
    icon: Smartphone,
    summary: "iOS and Android apps with AI features your customers will actually use.",
    gradient: "from-indigo-500 to-blue-600",
    interest: "Mobile Apps",
  },
  {
    name: "Custom AI Development",
    category: "Engineering",
    icon: Code,
    summary: "Bespoke AI systems built around the way your business really works.",
    gradient: "from-fuchsia-500 to-purple-600",
    interest: "Custom AI Development",
  },
] as const satisfies Service[];

export type ServiceName = (typeof services)[number]["name"];
