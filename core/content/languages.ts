import { bookingAnswers } from "./booking-assistant";
import { bookingRefusals } from "./booking-answers";
import { bookingMail } from "./booking-mail";
import { contactForm } from "./contact-form";
import { spanish } from "./es/language";
import { LANGUAGE_FIELD, SOURCE_LANGUAGE, languageOfPath, pathOf } from "./language-paths";
import type { LanguageRegistration } from "./language-registration";
import { sourcePaths, type PageKey } from "./site-pages";
import { translated, type Words } from "./translation";
import { voiceLeads } from "./voice-leads";

/**
 * The site's languages: the one registration a language needs besides its words (its folders
 * `core/content/<code>/` and `app/content/<code>/`). `SITE_LANGUAGES` picks which are served
 * (docs/decisions/028-language-twins.md).
 */

export type { LanguageRegistration };

export { sourcePaths, type PageKey };

const registrations = { es: spanish } satisfies Record<string, LanguageRegistration>;

export { LANGUAGE_FIELD, SOURCE_LANGUAGE, languageOfPath, pathOf };
export type Language = typeof SOURCE_LANGUAGE | keyof typeof registrations;

export interface SiteLanguage {
  code: Language;
  nativeName: string;
  name: string;
  locale: string;
  offer: LanguageRegistration["offer"];
  /** What a call changes of the source language's assistant; null for the source itself. */
  assistant: LanguageRegistration["assistant"] | null;
  /** Every page's path in this language: its twin's, else the source's. */
  paths: Record<PageKey, string>;
  /** Pages that have a twin in this language (every page, in the source language). */
  twins: ReadonlySet<PageKey>;
  contactForm: Words<typeof contactForm>;
  voiceLeads: Words<typeof voiceLeads>;
  bookingAssistant: Words<typeof bookingAnswers>;
  bookingMail: Words<typeof bookingMail>;
  bookingRefusals: Words<typeof bookingRefusals>;
}

const pageKeys = Object.keys(sourcePaths) as PageKey[];

const source: SiteLanguage = {
  code: SOURCE_LANGUAGE,
  nativeName: "English",
  name: "English",
  locale: "en-US",
  offer: {
    text: "This page is also in English.",
    link: "Read in English",
    dismiss: "No, thanks",
  },
  assistant: null,
  paths: sourcePaths,
  twins: new Set(pageKeys),
  contactForm,
  voiceLeads,
  bookingAssistant: bookingAnswers,
  bookingMail,
  bookingRefusals,
};

function registered(code: keyof typeof registrations): SiteLanguage {
  const registration: LanguageRegistration = registrations[code];
  const paths = { ...sourcePaths, ...registration.paths };
  const localPath = (path: string) => twinPath(path, paths);
  return {
    code,
    nativeName: registration.nativeName,
    name: registration.name,
    locale: registration.locale,
    offer: registration.offer,
    assistant: registration.assistant,
    paths,
    twins: new Set(pageKeys.filter((key) => registration.paths[key] !== undefined)),
    contactForm: translated(contactForm, registration.contactForm, localPath),
    voiceLeads: translated(voiceLeads, registration.voiceLeads, localPath),
    bookingAssistant: translated(bookingAnswers, registration.bookingAssistant, localPath),
    bookingMail: translated(bookingMail, registration.bookingMail, localPath),
    bookingRefusals: translated(bookingRefusals, registration.bookingRefusals, localPath),
  };
}

/** Every language the site knows, the source first. */
export const siteLanguages: Readonly<Record<Language, SiteLanguage>> = {
  [SOURCE_LANGUAGE]: source,
  ...Object.fromEntries(
    (Object.keys(registrations) as (keyof typeof registrations)[]).map((code) => [
      code,
      registered(code),
    ]),
  ),
} as Record<Language, SiteLanguage>;

/** Each language's name in the agency's language, by code: what the team reads of a lead's. */
export const languageNames = (): Record<string, string> =>
  Object.fromEntries(Object.values(siteLanguages).map(({ code, name }) => [code, name]));

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && Object.hasOwn(siteLanguages, value);

/** The form SITE_LANGUAGES takes, for its error message. */
export const SITE_LANGUAGES_FORM = `a comma-separated list of ${Object.keys(siteLanguages).join(", ")} that starts with ${SOURCE_LANGUAGE}, such as ${Object.keys(siteLanguages).join(",")}`;
export const DEFAULT_SITE_LANGUAGES = Object.keys(siteLanguages).join(",");

/**
 * SITE_LANGUAGES as a list of languages, the source first; null when it names an unknown
 * language, names one twice or does not start with the source (whose pages are the unprefixed
 * paths and the x-default).
 */
export function parseSiteLanguages(value: string): Language[] | null {
  const codes = value.split(",").map((code) => code.trim().toLowerCase());
  if (codes[0] !== SOURCE_LANGUAGE || !codes.every(isLanguage)) return null;
  return new Set(codes).size === codes.length ? codes : null;
}

/** The languages a build or a prerender serves: SITE_LANGUAGES of its environment. */
export function languagesFromEnvironment(
  env: Record<string, string | undefined> = process.env,
): Language[] {
  const languages = parseSiteLanguages(env.SITE_LANGUAGES || DEFAULT_SITE_LANGUAGES);
  if (!languages) throw new Error(`SITE_LANGUAGES: ${SITE_LANGUAGES_FORM}`);
  return languages;
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** Whether `pathname` is the page at `pattern` (`:name` matches one segment). */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(":") || part === have[i])
  );
}

/** Which page `pathname` is in `language`, with the values of its `:name` segments; or null. */
export function pageAt(
  pathname: string,
  language: Language,
): { key: PageKey; values: string[] } | null {
  const { paths, twins } = siteLanguages[language];
  for (const key of twins) {
    if (!matches(paths[key], pathname)) continue;
    const values = segments(paths[key]).flatMap((part, i) =>
      part.startsWith(":") ? [segments(pathname)[i]!] : [],
    );
    return { key, values };
  }
  return null;
}

/**
 * A source-language link (`/contact`, `/#demo-section`) in a language whose pages are at `paths`:
 * its twin there, with the same query and fragment; a link to anything else as it is.
 */
export function twinPath(link: string, paths: Readonly<Record<PageKey, string>>): string {
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(link) ?? [];
  const key = pageKeys.find((candidate) => matches(sourcePaths[candidate], pathname || "/"));
  if (!key || !pathname.startsWith("/")) return link;
  const values = segments(pathname).filter((_, i) =>
    segments(sourcePaths[key])[i]?.startsWith(":"),
  );
  return pathOf(paths[key], values) + rest;
}
