import { data, redirect } from "react-router";
import type { SiteDatabase } from "../../server/db/database";
import type { DeliveryChannel } from "../../server/db/schema";
import type { SignedInStaff, StaffAuth } from "../../server/staff/staff-auth";

/**
 * What the server puts in the load context for /inbox requests (server/app.ts). The server's
 * inbox gate (server/staff/inbox-gate.ts) has already refused cross-site posts and resolved the
 * session; every loader and action still asks for the staff member itself (`requireStaff`),
 * because React Router runs a page's loaders in parallel, not behind the layout's.
 */
export interface InboxContext {
  database: SiteDatabase;
  auth: StaffAuth;
  /** The signed-in staff member, or null without a valid session. */
  staff: SignedInStaff | null;
  siteUrl: string;
  /** SMTP is configured: replies are written in the lead page and sent through the outbox. */
  replyByEmail: boolean;
  /** The notification channels configured now (webhook, e-mail): releasing a held lead queues these. */
  channels: readonly DeliveryChannel[];
  /** Wakes the outbox worker after a delivery is queued. */
  wakeOutbox(): void;
  clientIp: string;
}

export function inboxContext(context: unknown): InboxContext {
  const inbox = (context as { inbox?: InboxContext } | null | undefined)?.inbox;
  if (!inbox) throw data("The inbox is not available on this server.", { status: 503 });
  return inbox;
}

export const SIGN_IN_PATH = "/inbox/sign-in";

/**
 * The inbox context with its signed-in staff member. Without a session a page (GET) is sent to
 * sign in and comes back after; anything else is answered 401.
 */
export function requireStaff(request: Request, context: unknown) {
  const inbox = inboxContext(context);
  const { staff } = inbox;
  if (staff) return { ...inbox, staff };
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`);
  }
  throw data("Your session has ended. Sign in again.", { status: 401 });
}
