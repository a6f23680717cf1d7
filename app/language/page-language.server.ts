import type { AppLoadContext } from "react-router";
import {
  SOURCE_LANGUAGE,
  languageOfPath,
  pageAt,
  pathOf,
  siteLanguages,
  type Language,
  type PageKey,
} from "../../core/content/languages";
import type { PageLanguage } from "./page-language";
import { languagesFrom, siteWords } from "./site-words.server";

/** Each language's disclosure version (app/content/<code>/voice-consent.ts), by its folder. */
const consentVersions = import.meta.glob<number>(
  ["../content/voice-consent.ts", "../content/*/voice-consent.ts"],
  { eager: true, import: "VOICE_CONSENT_VERSION" },
);
const consentVersionOf = (language: Language) =>
  consentVersions[
    language === SOURCE_LANGUAGE
      ? "../content/voice-consent.ts"
      : `../content/${language}/voice-consent.ts`
  ]!;

/** Where a path is: its language, the page it is (or null: not found), and its twins' paths. */
export interface PagePlace {
  language: Language;
  languages: Language[];
  page: { key: PageKey; values: string[] } | null;
  /** The page in every served language that has it, its own language included. */
  alternates: { language: Language; path: string }[];
}

export function placeOf(pathname: string, context: AppLoadContext | undefined): PagePlace {
  const languages = languagesFrom(context);
  const language = languageOfPath(pathname, languages);
  const page = pageAt(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname, language);
  const alternates = page
    ? languages.flatMap((code) =>
        siteLanguages[code].twins.has(page.key)
          ? [{ language: code, path: pathOf(siteLanguages[code].paths[page.key], page.values) }]
          : [],
      )
    : [];
  return { language, languages, page, alternates };
}

/** What the root loader tells every page of its language (see PageLanguage). */
/** Pages whose query is a step the visitor reached (a booking's type, zone, day, time). */
const QUERY_KEEPING: ReadonlySet<PageKey> = new Set(["book", "bookManage"]);

export function pageLanguage({ language, languages, alternates, page }: PagePlace): PageLanguage {
  const { locale, paths } = siteLanguages[language];
  return {
    language,
    locale,
    languages,
    paths,
    layout: siteWords(language).layout,
    consentVersion: consentVersionOf(language),
    twins: languages
      .filter((code) => code !== language)
      .map((code) => {
        const { nativeName, offer, paths: theirs } = siteLanguages[code];
        const twin = alternates.find((alternate) => alternate.language === code);
        return {
          language: code,
          nativeName,
          offer,
          path: twin?.path ?? theirs.home,
          keepsQuery: twin !== undefined && page !== null && QUERY_KEEPING.has(page.key),
        };
      }),
  };
}
