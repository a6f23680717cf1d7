import { keptRenderedPaths, prerenderedPaths } from "../prerendered-paths";
import { BOOK_PAGE_PATH } from "./insight-events";

/**
 * The pages a visitor can be on, in every language: a beacon naming any other path is refused, and
 * only these send one (the root loader marks them). /book renders per request (its times change
 * by the minute); a booking's own page is a key, and is not counted.
 */
export const publicPagePaths: readonly string[] = [
  ...prerenderedPaths,
  ...keptRenderedPaths,
  BOOK_PAGE_PATH,
];
