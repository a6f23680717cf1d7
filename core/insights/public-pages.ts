import { keptRenderedPaths, prerenderedPaths } from "../prerendered-paths";
import { siteLanguages } from "../content/languages";

/**
 * The pages a visitor can be on, in every language: a beacon naming any other path is refused, and
 * only these send one (the root loader marks them). /book (and its twins) renders per request (its times change
 * by the minute); a booking's own page is a key, and is not counted.
 */
/** The booking page in every language the site knows: each counted as /book is. */
export const BOOK_PAGE_PATHS: readonly string[] = [
  ...new Set(Object.values(siteLanguages).map(({ paths }) => paths.book)),
];

export const publicPagePaths: readonly string[] = [
  ...prerenderedPaths,
  ...keptRenderedPaths,
  ...BOOK_PAGE_PATHS,
];
