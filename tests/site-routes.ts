import { pageSeo } from "../app/content/seo";
import { siteLanguages, type PageKey } from "../core/content/languages";

/** Every page of the site, for the suites and benches that visit them all. */
export const sitePages: readonly string[] = Object.values(pageSeo).map((page) => page.path);

/** A path the site does not have: answered by the layout's 404 page. */
export const missingPage = "/this-page-does-not-exist";

/** Every page's Spanish twin (core/content/es/language.ts), in the order of `sitePages`. */
export const spanishPages: readonly string[] = (Object.keys(pageSeo) as PageKey[]).flatMap((key) =>
  siteLanguages.es.twins.has(key) ? [siteLanguages.es.paths[key]] : [],
);

/** A Spanish path the site does not have: answered by the Spanish 404 page. */
export const spanishMissingPage = "/es/esta-pagina-no-existe";
