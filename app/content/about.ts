import type { IconNode } from "lucide";
import { Award, Lightbulb, ShieldCheck, Users } from "lucide";
import { brand, contactInfo, type SocialPlatform } from "../../core/content/site";

export const aboutHero = {
  eyebrow: `About ${brand.name}`,
  title: "Human-Centred AI for Real Businesses",
  copy: `Founded in ${brand.foundedYear} in Florida, ${brand.name} helps small and mid-sized businesses answer every customer, book every job and grow without adding headcount.`,
} as const;

export const stats = [
  { value: "1+", label: "Team Members" },
  { value: "10+", label: "States Served" },
  { value: "50+", label: "AI Solutions" },
] as const;

export const story = {
  eyebrow: "Our story",
  title: "From Missed Calls to Always-On",
  paragraphs: [
    `${brand.name} started with a simple observation: the small businesses we admired were losing customers not because of their work, but because nobody could pick up the phone while they were doing it.`,
    `We founded the company in ${brand.foundedYear} to give those businesses the same AI tools large enterprises use, built to fit how a ten-person team actually works and priced for it.`,
    "Today we design, build and support voice agents, chatbots, websites and automations for clients in more than ten states, and we still answer every message ourselves.",
  ],
} as const;

export const mission = {
  eyebrow: "Our mission",
  title: "Make Enterprise-Grade AI Practical for Everyone",
  copy: "We build AI that earns its place: it saves real hours, sounds like your business and is simple to own. No hype, no lock-in, just tools that work on a Tuesday afternoon.",
} as const;

export interface CoreValue {
  title: string;
  description: string;
  icon: IconNode;
  gradient: string;
}

export const valuesSection = {
  eyebrow: "What we stand for",
  title: "Our Core Values",
} as const;

export const coreValues: CoreValue[] = [
  {
    title: "Excellence",
    description:
      "We sweat the details, test with real callers and ship only what we would use ourselves.",
    icon: Award,
    gradient: "from-tile-3-start to-tile-3-end",
  },
  {
    title: "Collaboration",
    description: "Your team knows your customers. We build with you, not around you.",
    icon: Users,
    gradient: "from-tile-1-start to-tile-1-end",
  },
  {
    title: "Innovation",
    description:
      "We follow the field closely and bring you what is proven, not what is merely new.",
    icon: Lightbulb,
    gradient: "from-tile-2-start to-tile-2-end",
  },
  {
    title: "Ethical AI",
    description: "Honest disclosure, privacy by default and a human one step away, always.",
    icon: ShieldCheck,
    gradient: "from-tile-4-start to-tile-4-end",
  },
];

export const founder = {
  sectionEyebrow: "Leadership",
  sectionTitle: "Meet the Founder",
  name: "Maya Ellison",
  role: "Founder & AI Solutions Architect",
  bio: [
    "Maya spent a decade building customer-support software before she watched her family's Florida landscaping business miss call after call in peak season. She built its first voice agent on weekends, and the phone has not gone unanswered since.",
    "She founded Sunward AI to bring the same help to every small business that deserves it, and still scopes every project personally.",
  ],
  image: "/images/founder.svg",
  imageAlt: "Portrait of Maya Ellison, founder of Sunward AI",
  /** Shown when the portrait fails to load. */
  fallbackImage: "/images/founder-fallback.svg",
  fallbackAlt: "Illustration of a professional at work, standing in for the founder's portrait",
  email: { label: "E-mail Maya", href: `mailto:${contactInfo.email}` },
  social: [
    { platform: "X", label: "Maya Ellison on X", href: "https://x.com/maya_ellison_sample" },
    {
      platform: "Instagram",
      label: "Maya Ellison on Instagram",
      href: "https://www.instagram.com/maya_ellison_sample",
    },
  ] satisfies { platform: SocialPlatform; label: string; href: string }[],
} as const;

export const vision = {
  eyebrow: "Our vision",
  quote:
    "A future where every business, however small, can answer every customer instantly, warmly and well, because AI handles the busywork and people handle the relationships.",
  attribution: `${founder.name}, ${founder.role}`,
} as const;
