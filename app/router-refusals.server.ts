import { isRouteErrorResponse } from "react-router";
import { methodNotAllowedContent } from "./content/not-found";

/**
 * React Router's own refusals (405: a post to a page without an action; 400: a GET of a route
 * without a loader) carry a developer's sentence that names internal route ids, and it reaches
 * the browser in the page's data. It is reworded in the site's words here, before the page or the
 * data is written. Returns whether the error was one: the sender's mistake, not a fault to log.
 */
export function rewordRouterRefusal(error: unknown): boolean {
  if (!isRouteErrorResponse(error) || ![400, 405].includes(error.status)) return false;
  if (!(error as { internal?: boolean }).internal) return false;
  const words = methodNotAllowedContent.refusal;
  // A page shows `data`; a resource route's JSON answer is `error`'s message.
  Object.assign(error, { data: words, error: { message: words } });
  return true;
}
