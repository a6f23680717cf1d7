import type { AppLoadContext } from "react-router";
import {
  SOURCE_LANGUAGE,
  languageOfPath,
  languagesFromEnvironment,
  siteLanguages,
  twinPath,
  type Language,
} from "../../core/content/languages";
import { translated } from "../../core/content/translation";
import { sourceWords, type SiteTranslation, type SiteWords } from "~/content/words";

/**
 * Each language's translation of the public pages' words (app/content/<code>/words.ts), found by
 * its folder: a language registered in core/content/languages.ts brings its words there.
 */
const translations = import.meta.glob<SiteTranslation>("../content/*/words.ts", {
  eager: true,
  import: "words",
});

const merged = new Map<Language, SiteWords>();

/** Every word of the public pages in `language`, its links to its own twins. */
export function siteWords(language: Language): SiteWords {
  if (language === SOURCE_LANGUAGE) return sourceWords;
  let words = merged.get(language);
  if (!words) {
    const translation = translations[`../content/${language}/words.ts`];
    if (!translation) throw new Error(`app/content/${language}/words.ts is missing`);
    const { paths } = siteLanguages[language];
    words = translated(sourceWords, translation, (link) => twinPath(link, paths));
    merged.set(language, words);
  }
  return words;
}

/**
 * The languages this server serves: its SITE_LANGUAGES, or, while the build prerenders (no
 * server, no context), the build's (docs/decisions/002 does the same for SITE_URL).
 */
export function languagesFrom(context: AppLoadContext | undefined): Language[] {
  return context?.config?.SITE_LANGUAGES ?? languagesFromEnvironment();
}

/** The language of the page a request asks for. */
export function languageOf(request: Request, context: AppLoadContext | undefined): Language {
  return languageOfPath(new URL(request.url).pathname, languagesFrom(context));
}

/** The words of the page a request asks for, in its language. */
export function wordsOf(request: Request, context: AppLoadContext | undefined): SiteWords {
  return siteWords(languageOf(request, context));
}
