import { useRouteLoaderData } from "react-router";
import { languageOfPath } from "../../core/content/language-paths";
import type { Language } from "../../core/content/languages";
import { sourcePaths, type PageKey } from "../../core/content/site-pages";
import type { SiteWords } from "~/content/words";

/** The page's twin in another language the site serves, for the language switch and the offer. */
export interface Twin {
  language: Language;
  /** The language's name in itself. */
  nativeName: string;
  /** The same page in that language; that language's home when the page has no twin there. */
  path: string;
  /** Its one-line offer, in that language. */
  offer: { text: string; link: string; dismiss: string };
  /** Whether the twin takes this page's query too (a booking's step: its type, zone, day). */
  keepsQuery: boolean;
}

/**
 * What every page knows of its language, from the root loader (app/language/page-language.server.ts):
 * the browser's code holds no words of its own, it shows these.
 */
export interface PageLanguage {
  language: Language;
  /** Intl's locale for dates, times and zone names. */
  locale: string;
  /** The languages the site serves, the source first: a link's language is its path's prefix. */
  languages: Language[];
  /** Each page's path in this language (the source's where it has no twin). */
  paths: Record<PageKey, string>;
  layout: SiteWords["layout"];
  /** The version of this language's disclosure before a call (app/content/voice-consent.ts). */
  consentVersion: number;
  twins: Twin[];
}

/** The page's language, its paths and the layout's words (null only on a page whose root loader failed). */
export function usePageLanguage(): PageLanguage | null {
  return useRouteLoaderData<{ page: PageLanguage }>("root")?.page ?? null;
}

/** Each page's path in the page's language (the source's while no root loader's data is there). */
export function usePaths(): Readonly<Record<PageKey, string>> {
  return usePageLanguage()?.paths ?? sourcePaths;
}

/** The layout's words, for components that always render under a root loader's data. */
export function useLayoutWords(): SiteWords["layout"] {
  const page = usePageLanguage();
  if (!page) throw new Error("the layout's words come with the root loader's data");
  return page.layout;
}

/**
 * Whether a link leaves the page's language: such a link loads a document of its own (its `lang`,
 * its layout, its assistant) rather than navigating on the client.
 */
export function leavesLanguage(page: PageLanguage | null, path: string): boolean {
  return page !== null && languageOfPath(path, page.languages) !== page.language;
}
