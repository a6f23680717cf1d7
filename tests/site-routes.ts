import { pageSeo } from "../app/content/seo";

/** Every page of the site, for the suites and benches that visit them all. */
export const sitePages: readonly string[] = Object.values(pageSeo).map((page) => page.path);

/** A path the site does not have: answered by the layout's 404 page. */
export const missingPage = "/this-page-does-not-exist";
