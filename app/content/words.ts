import { contactInfo, socialLinks, type SocialPlatform } from "../../core/content/site";
import type { Translation, Words } from "../../core/content/translation";
import * as about from "./about";
import * as booking from "./booking";
import { bookInstead } from "./book-instead";
import * as contact from "./contact";
import * as demoMocks from "./demo-mocks";
import { footerContent } from "./footer";
import * as home from "./home";
import * as legal from "./legal";
import * as navigation from "./navigation";
import { errorContent, methodNotAllowedContent, notFoundContent, statusEyebrow } from "./not-found";
import * as products from "./products";
import { areaNames, notFoundSeo, ogImage, pageSeo } from "./seo";
import { serviceDetails } from "./service-details";
import { services } from "./services";
import { testimonials } from "./testimonials";
import * as voice from "./voice";
import { wordsByPart } from "./words-by-part";

/**
 * The words of every public page in the source language, by the part of the site that shows
 * them (app/content/words-by-part.ts). A page's loader sends the browser its own part, in its own
 * language (app/language/site-words.server.ts); another language translates this whole object
 * (`Translation`), in app/content/<code>/words.ts.
 * Words loaded only when the visitor acts (the chat, the consent dialog, the microphone help, the
 * simulated call) are modules of their own, loaded by language (app/language/live-words.ts).
 */
export const sourceWords = wordsByPart({
  ...about,
  ...booking,
  ...contact,
  ...demoMocks,
  ...home,
  ...legal,
  ...navigation,
  ...products,
  footerContent,
  bookInstead,
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
    callButtonLabels: voice.callButtonLabels,
    otherCallActiveHint: voice.otherCallActiveHint,
    heroActiveNotice: voice.heroActiveNotice,
    callErrors: voice.callErrors,
    callDetailsCopy: voice.callDetailsCopy,
    callAnnouncements: voice.callAnnouncements,
    widgetCopy: voice.widgetCopy,
  },
  services,
  serviceDetails,
  testimonials,
  seo: { pages: pageSeo, notFound: notFoundSeo, ogImage, areaNames },
});

/** The site's words as any language has them. */
export type SiteWords = Words<typeof sourceWords>;
/** What app/content/<code>/words.ts writes: every word of `sourceWords`, in its language. */
export type SiteTranslation = Translation<typeof sourceWords>;
