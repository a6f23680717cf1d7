/**
 * The brand. Everything here is a fictional sample ("Sunward AI", its founder, its addresses):
 * replace it with your own. Phone numbers use the reserved 555-01xx range and e-mail addresses the
 * reserved `.example` domain, so nothing here reaches a real person.
 */
export const brand = {
  name: "Sunward AI",
  legalName: "Sunward AI LLC",
  tagline: "AI voice agents, chatbots and automation for growing businesses",
  description:
    "Sunward AI builds custom AI voice agents, chatbots, AI-powered websites and automation for small and mid-sized businesses across the United States, from Florida.",
  foundedYear: 2025,
  /** The hero copy speaks of "since 2024": the spec keeps both readings. */
  servingSinceYear: 2024,
  copyrightYear: 2024,
} as const;

export const contactInfo = {
  email: "hello@sunward-ai.example",
  phoneDisplay: "(555) 010-2024",
  phoneHref: "tel:+15550102024",
  location: "Florida, USA",
  region: "FL",
  country: "US",
  /** Promised reply time for inquiries. */
  replyTime: "within 24 hours",
} as const;

/** Platforms with a drawn icon (app/ui/SocialIcon.tsx); add one there to add a platform. */
export type SocialPlatform = "X" | "Instagram";

export const socialLinks: { name: SocialPlatform; label: string; href: string }[] = [
  { name: "X", label: "Sunward AI on X", href: "https://x.com/sunward_ai_sample" },
  {
    name: "Instagram",
    label: "Sunward AI on Instagram",
    href: "https://www.instagram.com/sunward_ai_sample",
  },
];

/** Where the business works; used by the structured data of / and /about. */
export const areaServed = [
  { type: "State", name: "Florida" },
  { type: "Country", name: "United States" },
] as const;
