import { contactInfo, socialLinks, type SocialPlatform } from "../../core/content/site";
import type { Translation, Words } from "../../core/content/translation";
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
import { bookInstead } from "./book-instead";
import { appointmentPanel, contactDetails, contactHero } from "./contact";
import { chatMock, websiteMock } from "./demo-mocks";
import { footerContent } from "./footer";
import {
  capabilitiesSection,
  closingCta,
  demoSection,
  heroCallPreview,
  homeHero,
  testimonialsSection,
} from "./home";
import { privacyPolicy, termsOfService } from "./legal";
import { footerNav, getDemoLabel, languageSwitchLabel, layoutLabels, mainNav } from "./navigation";
import { errorContent, methodNotAllowedContent, notFoundContent, statusEyebrow } from "./not-found";
import {
  comparisonSection,
  productsCta,
  productsHero,
  serviceModels,
  serviceModelsSection,
  servicesSection,
} from "./products";
import { areaNames, notFoundSeo, ogImage, pageSeo } from "./seo";
import { serviceDetails } from "./service-details";
import { services } from "./services";
import { testimonials } from "./testimonials";
import {
  callAnnouncements,
  callButtonLabels,
  callDetailsCopy,
  callErrors,
  heroActiveNotice,
  otherCallActiveHint,
  widgetCopy,
} from "./voice";

/**
 * The words of every public page in the source language, by the part of the site that shows
 * them: the layout's (every page), each page's, and the pages' SEO copy. A page's loader sends
 * the browser its own part, in its own language (app/language/site-words.server.ts); another
 * language translates this whole object (`Translation`), in app/content/<code>/words.ts.
 * Words loaded only when the visitor acts (the chat, the consent dialog, the microphone help, the
 * simulated call) are modules of their own, loaded by language (app/language/live-words.ts).
 */
export const sourceWords = {
  layout: {
    mainNav,
    getDemoLabel,
    footerNav,
    layoutLabels,
    languageSwitchLabel,
    footer: footerContent,
    location: contactInfo.location,
    socialLabels: Object.fromEntries(socialLinks.map((link) => [link.name, link.label])) as Record<
      SocialPlatform,
      string
    >,
    status: {
      eyebrow: statusEyebrow,
      notFound: notFoundContent,
      error: errorContent,
      methodNotAllowed: methodNotAllowedContent,
    },
    voice: {
      callButtonLabels,
      otherCallActiveHint,
      heroActiveNotice,
      callErrors,
      callDetailsCopy,
      callAnnouncements,
      widgetCopy,
    },
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
    /** Each service's details, in the order of `services`. */
    serviceDetails: services.map((service) => serviceDetails[service.name]),
    comparison: comparisonSection,
    cta: productsCta,
  },
  about: { hero: aboutHero, stats, story, mission, valuesSection, coreValues, founder, vision },
  contact: { hero: contactHero, details: contactDetails, appointment: appointmentPanel },
  privacyPolicy,
  termsOfService,
  seo: { pages: pageSeo, notFound: notFoundSeo, ogImage, areaNames },
};

/** The site's words as any language has them. */
export type SiteWords = Words<typeof sourceWords>;
/** What app/content/<code>/words.ts writes: every word of `sourceWords`, in its language. */
export type SiteTranslation = Translation<typeof sourceWords>;
