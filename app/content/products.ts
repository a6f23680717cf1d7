export const productsHero = {
  eyebrow: "Products & services",
  title: "AI Solutions Built for Your Business",
  copy: "Nine services, two ways to work with us. Pick what you need today and grow into the rest.",
} as const;

export interface ServiceModel {
  name: string;
  tagline: string;
  billing: string;
  points: { text: string; included: boolean }[];
  highlighted: boolean;
}

export const serviceModelsSection = {
  eyebrow: "Service models",
  title: "Two Ways to Work With Us",
  intro: "Keep us on as your AI team, or take the keys and run it yourself.",
} as const;

export const serviceModels: ServiceModel[] = [
  {
    name: "Build & Maintain",
    tagline: "We build it, run it and keep improving it.",
    billing: "Monthly billing",
    points: [
      { text: "Monthly billing", included: true },
      { text: "Ongoing maintenance", included: true },
      { text: "24/7 support", included: true },
      { text: "Basic training", included: true },
      { text: "Full ownership", included: false },
    ],
    highlighted: true,
  },
  {
    name: "Build, Train & Bounce",
    tagline: "We build it, train your team and hand it over.",
    billing: "One-time payment",
    points: [
      { text: "One-time payment", included: true },
      { text: "Backend under your ownership", included: true },
      { text: "Full training and documentation", included: true },
      { text: "Ongoing maintenance", included: false },
    ],
    highlighted: false,
  },
];

export const servicesSection = {
  eyebrow: "Services",
  title: "Everything You Need to Put AI to Work",
  intro: "Each service can stand alone or plug into the others.",
  featuresHeading: "Key features",
  getStarted: "Get Started",
} as const;

/** A cell of the comparison table: included, not included, or a short text. */
export type ComparisonCell = boolean | string;

export const comparisonSection = {
  eyebrow: "Compare",
  title: "Compare Service Models",
  caption: "What each service model includes",
  featureHeader: "Feature",
  includedLabel: "Included",
  notIncludedLabel: "Not included",
  rows: [
    { feature: "Initial Development", cells: [true, true] },
    { feature: "Backend Setup", cells: [true, true] },
    { feature: "Ongoing Maintenance", cells: [true, false] },
    { feature: "24/7 Support", cells: [true, false] },
    { feature: "Monthly Billing", cells: [true, false] },
    { feature: "Training & Documentation", cells: ["Basic", "Full"] },
    { feature: "Full Ownership", cells: [false, true] },
    { feature: "One-time Payment", cells: [false, true] },
  ] satisfies { feature: string; cells: [ComparisonCell, ComparisonCell] }[],
} as const;

export const productsCta = {
  title: "Not sure which fits?",
  copy: "Tell us about your business and we'll recommend the right mix, with a clear quote.",
  label: "Schedule Consultation",
  to: "/contact",
} as const;
