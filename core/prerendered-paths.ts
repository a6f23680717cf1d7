import { siteLanguages, type Language, type PageKey } from "./content/languages";

/** Pages rendered to HTML at build time and served as files; every other route renders per request. */
const prerenderedPages: readonly PageKey[] = [
  "home",
  "products",
  "about",
  "privacyPolicy",
  "termsOfService",
];

/**
 * Pages rendered per request whose HTML depends on the URL alone, but for the CSP nonce and the
 * contact form's token: the server renders each once and fills those in (server/page-cache.ts).
 */
const keptRenderedPages: readonly PageKey[] = ["contact"];

const allLanguages = Object.keys(siteLanguages) as Language[];

/** The paths of `pages` in each of `languages` that has them. */
function pathsOf(pages: readonly PageKey[], languages: readonly Language[]): string[] {
  return languages.flatMap((code) => {
    const { paths, twins } = siteLanguages[code];
    return pages.filter((key) => twins.has(key)).map((key) => paths[key]);
  });
}

/** What a build serving `languages` prerenders (react-router.config.ts). */
export const prerenderedPathsIn = (languages: readonly Language[]) =>
  pathsOf(prerenderedPages, languages);
export const keptRenderedPathsIn = (languages: readonly Language[]) =>
  pathsOf(keptRenderedPages, languages);

/** In every language the site knows: where a prerendered file may be, and the pages a beacon may name. */
export const prerenderedPaths: readonly string[] = prerenderedPathsIn(allLanguages);
export const keptRenderedPaths: readonly string[] = keptRenderedPathsIn(allLanguages);
