import { brand } from "../../core/content/site";

export const footerContent = {
  blurb:
    "AI voice agents, chatbots, websites and automation that help small businesses answer every customer.",
  contactHeading: "Contact",
  socialHeading: "Follow us",
  copyright: `© ${brand.copyrightYear} ${brand.name}. All rights reserved.`,
  sampleNotice: "Sample brand: every name, address and number on this site is fictional.",
} as const;
