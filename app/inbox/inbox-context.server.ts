import { data, redirect, type AppLoadContext } from "react-router";
import type { InboxContext } from "../../server/inbox/inbox-context";
import { signInRefusals } from "../../core/content/sign-in-refusals";

/*
 * The server puts the inbox's context in the load context of /inbox requests (server/app.ts).
 * Every loader and action still asks for the staff member itself (`requireStaff`), because React
 * Router runs a page's loaders in parallel, not behind the layout's.
 */

export function inboxContext(context: AppLoadContext): InboxContext {
  const { inbox } = context;
  if (!inbox) throw data("The inbox is not available on this server.", { status: 503 });
  return inbox;
}

export const SIGN_IN_PATH = "/inbox/sign-in";

/**
 * The inbox context with its signed-in staff member. Without a session a page (GET) is sent to
 * sign in and comes back after; anything else is answered 401.
 */
export function requireStaff(request: Request, context: AppLoadContext) {
  const inbox = inboxContext(context);
  const { staff } = inbox;
  if (staff) return { ...inbox, staff };
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`);
  }
  throw data(signInRefusals.signedOut, { status: 401 });
}
