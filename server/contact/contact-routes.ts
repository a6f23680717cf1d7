import type { Context } from "hono";
import type { ContactService } from "../inquiries/contact-service";
import { outcomeAnswer } from "../inquiries/outcome-answer";
import { formWayIn } from "./form-way-in";

/** The route that renders the contact page and runs its action. */
const CONTACT_PAGE = "/contact";

/**
 * `POST /`: the spec's hosted-form address (form-urlencoded, `form-name=contact`). Scripts get a
 * JSON answer whose status says whether it worked. A browser posting a plain form is sent on to the
 * contact page with 307, which repeats the post there, so it sees the Thank You page or the form
 * with its errors.
 */
export function contactRootPost(contact: ContactService, clientIp: (c: Context) => string) {
  return async (c: Context) => {
    if (isNavigation(c.req.raw.headers)) return c.redirect(CONTACT_PAGE, 307);
    return outcomeAnswer(c, await contact.submit(c.req.raw, clientIp(c), formWayIn));
  };
}

function isNavigation(headers: Headers): boolean {
  const mode = headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  const accept = headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}
