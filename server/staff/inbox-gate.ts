import type { MiddlewareHandler } from "hono";
import { signInRefusals } from "../../core/content/sign-in-refusals";
import { isCrossSite } from "../http/request-guard";
import type { SignedInStaff, StaffAuth } from "./staff-auth";

export type InboxGateVariables = { staff: SignedInStaff | null };

/**
 * The inbox: /inbox, everything below it and its data requests, in any letter case, since React
 * Router matches paths without regard to case (`/INBOX/welcome/…` is the welcome page).
 */
const INBOX = /^\/+inbox(\/|\.data$|$)/i;
/** Pages anyone may open: signing in, and the one-time link that sets a password. */
const PUBLIC = /^\/inbox\/(sign-in|welcome\/[^/]+|passkeys\/sign-in)(\.data)?\/?$/i;

export const gateMessages = {
  crossSite: "This action must come from the inbox's own pages.",
  signedOut: signInRefusals.signedOut,
} as const;

/**
 * In front of every request, acting on the inbox's: no answer may be cached or indexed, a change
 * must come from the site's own pages (a post without Origin or from another site is refused, so
 * a forged form cannot act with the staff member's cookie), and nobody without a session reaches
 * a page that needs one. React Router's loaders check the session again; this gate makes sure a
 * route that forgot cannot leak.
 */
export function inboxGate({
  auth,
  siteUrl,
}: {
  auth: StaffAuth;
  siteUrl: string;
}): MiddlewareHandler<{ Variables: InboxGateVariables }> {
  return async (c, next) => {
    if (!INBOX.test(c.req.path)) return next();
    const response = await decide();
    const headers = (response ?? c.res).headers;
    headers.set("Cache-Control", "no-store");
    headers.set("X-Robots-Tag", "noindex");
    return response;

    async function decide(): Promise<Response | undefined> {
      const { method, raw } = c.req;
      const reads = method === "GET" || method === "HEAD";
      if (!reads && (!raw.headers.has("origin") || isCrossSite(raw.headers, siteUrl))) {
        return c.text(gateMessages.crossSite, 403);
      }
      const staff = await auth.currentStaff(raw);
      c.set("staff", staff);
      if (!staff && !PUBLIC.test(c.req.path)) {
        if (!reads) return c.text(gateMessages.signedOut, 401);
        // A page is sent to sign in; React Router's data requests get their redirect from the
        // route itself, in the form its client understands.
        if (!c.req.path.endsWith(".data")) {
          const url = new URL(raw.url);
          return c.redirect(`/inbox/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
        }
      }
      await next();
      return undefined;
    }
  };
}
