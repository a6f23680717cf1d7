import { pathOf } from "../../core/content/language-paths";
import { sourcePaths, type PageKey } from "../../core/content/site-pages";

/** Where a booking's manage link leads, in the page's language: its token is the only key. */
export const manageHref = (token: string, paths: Readonly<Record<PageKey, string>> = sourcePaths) =>
  pathOf(paths.bookManage, [encodeURIComponent(token)]);

/** A /book URL with these query values, dropping the empty ones. */
export function bookHref(path: string, values: Record<string, string | null | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
