import { sourcePaths } from "../../core/content/site-pages";
import { areaServed, brand } from "../../core/content/site";

export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

export const ogImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${brand.name}: ${brand.tagline}`,
} as const;

export const pageSeo = {
  home: {
    path: sourcePaths.home,
    title: `${brand.name} | AI Voice Agents, Chatbots & Automation`,
    description: brand.description,
  },
  products: {
    path: sourcePaths.products,
    title: `Products & Services | ${brand.name}`,
    description:
      "Nine AI services, from voice agents and chatbots to booking automation and mobile apps, in two service models: Build & Maintain or Build, Train & Bounce.",
  },
  about: {
    path: sourcePaths.about,
    title: `About Us | ${brand.name}`,
    description: `Meet ${brand.name}, a Florida AI agency founded in ${brand.foundedYear}: our story, mission, values and founder.`,
  },
  contact: {
    path: sourcePaths.contact,
    title: `Contact | ${brand.name}`,
    description: `Send us an inquiry or book an appointment with our AI voice assistant. We reply within 24 hours.`,
  },
  book: {
    path: sourcePaths.book,
    title: `Book a Call | ${brand.name}`,
    description: `Book a free consultation with ${brand.name}: pick a day and a time in your own time zone.`,
  },
  privacyPolicy: {
    path: sourcePaths.privacyPolicy,
    title: `Privacy Policy | ${brand.name}`,
    description: `How ${brand.name} collects, uses and protects the information you share through this website.`,
  },
  termsOfService: {
    path: sourcePaths.termsOfService,
    title: `Terms of Service | ${brand.name}`,
    description: `The terms that govern your use of the ${brand.name} website and services.`,
  },
} satisfies Record<string, PageSeo>;

/** The places of the structured data's `areaServed`, in its order (core/content/site.ts). */
export const areaNames = areaServed.map((area) => area.name);

export const notFoundSeo = {
  title: `Page not found | ${brand.name}`,
  description: "The page you're looking for doesn't exist or has moved.",
} as const;
