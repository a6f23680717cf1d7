import { services as sourceServices, type ServiceName } from "./services";

/**
 * The words a language's modules export, by their names (app/content/*.ts for the source language,
 * app/content/<code>/*.ts for another): what `wordsByPart` arranges.
 */
interface NamedWords {
  mainNav: unknown;
  getDemoLabel: unknown;
  footerNav: unknown;
  layoutLabels: unknown;
  languageSwitchLabel: unknown;
  footerContent: unknown;
  location: unknown;
  socialLabels: unknown;
  status: unknown;
  voice: unknown;
  bookInstead: unknown;
  homeHero: unknown;
  heroCallPreview: unknown;
  capabilitiesSection: unknown;
  services: unknown;
  demoSection: unknown;
  chatMock: unknown;
  websiteMock: unknown;
  testimonialsSection: unknown;
  testimonials: unknown;
  closingCta: unknown;
  productsHero: unknown;
  serviceModelsSection: unknown;
  serviceModels: unknown;
  servicesSection: unknown;
  serviceDetails: Record<ServiceName, unknown>;
  comparisonSection: unknown;
  productsCta: unknown;
  aboutHero: unknown;
  stats: unknown;
  story: unknown;
  mission: unknown;
  valuesSection: unknown;
  coreValues: unknown;
  founder: unknown;
  vision: unknown;
  contactHero: unknown;
  bookingHero: unknown;
  bookingPage: unknown;
  manageBookingPage: unknown;
  contactDetails: unknown;
  appointmentPanel: unknown;
  privacyPolicy: unknown;
  termsOfService: unknown;
  seo: unknown;
}

/**
 * Every language's words of the public pages, arranged by the part of the site that shows them:
 * the layout's (every page), each page's, and the pages' SEO copy. One arrangement for every
 * language, so that a translation names its words and never repeats how the site is cut.
 */
export function wordsByPart<Named extends NamedWords>(words: Named) {
  // Each word keeps its language's own type (the source's literals, a translation's strings).
  const named = <Name extends keyof Named>(name: Name): Named[Name] => words[name];
  return {
    layout: {
      mainNav: named("mainNav"),
      getDemoLabel: named("getDemoLabel"),
      footerNav: named("footerNav"),
      layoutLabels: named("layoutLabels"),
      languageSwitchLabel: named("languageSwitchLabel"),
      footer: named("footerContent"),
      location: named("location"),
      socialLabels: named("socialLabels"),
      status: named("status"),
      voice: named("voice"),
      bookInstead: named("bookInstead"),
    },
    home: {
      hero: named("homeHero"),
      callPreview: named("heroCallPreview"),
      capabilities: named("capabilitiesSection"),
      services: named("services"),
      demo: named("demoSection"),
      chatMock: named("chatMock"),
      websiteMock: named("websiteMock"),
      testimonials: named("testimonialsSection"),
      testimonialList: named("testimonials"),
      closing: named("closingCta"),
    },
    products: {
      hero: named("productsHero"),
      modelsSection: named("serviceModelsSection"),
      models: named("serviceModels"),
      servicesSection: named("servicesSection"),
      services: named("services"),
      /** Each service's details, in the order of `services`. */
      serviceDetails: sourceServices.map(
        (service): Named["serviceDetails"][ServiceName] => named("serviceDetails")[service.name],
      ),
      comparison: named("comparisonSection"),
      cta: named("productsCta"),
    },
    about: {
      hero: named("aboutHero"),
      stats: named("stats"),
      story: named("story"),
      mission: named("mission"),
      valuesSection: named("valuesSection"),
      coreValues: named("coreValues"),
      founder: named("founder"),
      vision: named("vision"),
    },
    contact: {
      hero: named("contactHero"),
      details: named("contactDetails"),
      appointment: named("appointmentPanel"),
    },
    book: {
      hero: named("bookingHero"),
      page: named("bookingPage"),
      manage: named("manageBookingPage"),
    },
    privacyPolicy: named("privacyPolicy"),
    termsOfService: named("termsOfService"),
    seo: named("seo"),
  };
}
