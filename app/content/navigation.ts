export interface NavItem {
  label: string;
  to: string;
}

export const mainNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Products", to: "/products" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

export const getDemoLabel = "Get Demo";

export const footerNav: { heading: string; items: NavItem[] }[] = [
  {
    heading: "Company",
    items: [
      { label: "About", to: "/about" },
      { label: "Products", to: "/products" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    heading: "Legal",
    items: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
    ],
  },
];

/** Names the language switch: the links to this page in the site's other languages. */
export const languageSwitchLabel = "Language";

export const layoutLabels = {
  skipLink: "Skip to main content",
  mainNavigation: "Main",
  menuToggle: "Menu",
  homeLink: "home",
  opensInNewTab: "(opens in a new tab)",
} as const;
