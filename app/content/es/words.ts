import { services as sourceServices } from "../services";
import type { SiteTranslation } from "../words";
import {
  aboutHero,
  coreValues,
  founder,
  mission,
  stats,
  story,
  valuesSection,
  vision,
} from "./about";
import { appointmentPanel, contactDetails, contactHero } from "./contact";
import { chatMock, websiteMock } from "./demo-mocks";
import {
  capabilitiesSection,
  closingCta,
  demoSection,
  heroCallPreview,
  homeHero,
  testimonialsSection,
} from "./home";
import { privacyPolicy, termsOfService } from "./legal";
import {
  bookInstead,
  footerContent,
  footerNav,
  getDemoLabel,
  languageSwitchLabel,
  layoutLabels,
  mainNav,
  socialLabels,
  status,
} from "./navigation";
import {
  comparisonSection,
  productsCta,
  productsHero,
  serviceModels,
  serviceModelsSection,
  servicesSection,
} from "./products";
import { seo } from "./seo";
import { serviceDetails } from "./service-details";
import { services } from "./services";
import { testimonials } from "./testimonials";
import { voice } from "./voice";

/** Every word of the public pages in Spanish, by the parts of app/content/words.ts. */
export const words: SiteTranslation = {
  layout: {
    mainNav,
    getDemoLabel,
    footerNav,
    layoutLabels,
    languageSwitchLabel,
    footer: footerContent,
    location: "Florida, EE. UU.",
    socialLabels,
    status,
    voice,
    bookInstead,
  },
  home: {
    hero: homeHero,
    callPreview: heroCallPreview,
    capabilities: capabilitiesSection,
    services,
    demo: demoSection,
    chatMock,
    websiteMock,
    testimonials: testimonialsSection,
    testimonialList: testimonials,
    closing: closingCta,
  },
  products: {
    hero: productsHero,
    modelsSection: serviceModelsSection,
    models: serviceModels,
    servicesSection,
    services,
    serviceDetails: sourceServices.map((service) => serviceDetails[service.name]),
    comparison: comparisonSection,
    cta: productsCta,
  },
  about: { hero: aboutHero, stats, story, mission, valuesSection, coreValues, founder, vision },
  contact: { hero: contactHero, details: contactDetails, appointment: appointmentPanel },
  privacyPolicy,
  termsOfService,
  seo,
};
