import {
  SOURCE_LANGUAGE,
  siteLanguages,
  type Language,
  type SiteLanguage,
} from "../../../core/content/languages";

/**
 * The service's refusals in one language (core/content/booking-answers.ts, as the language
 * registers them): `answers` for what is not the time itself, `slots` for a start it will not
 * take. A new booking's are its way in's language; a change's are the stored booking's.
 */
export type RefusalWords = SiteLanguage["bookingRefusals"];

export const refusalsIn = (language: Language = SOURCE_LANGUAGE): RefusalWords =>
  siteLanguages[language].bookingRefusals;
