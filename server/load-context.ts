import type { BookingDoor } from "../core/booking/booking-door";
import type { ContactFormService } from "./contact/form-way-in";
import type { Config } from "./config";
import type { InboxContext } from "./inbox/inbox-context";
import type { Logger } from "./logger";

/**
 * What the server hands React Router with each request (server/app.ts), declared once as React
 * Router's `AppLoadContext`, so loaders, actions and the entry read it without a cast. Every part
 * is optional: prerendering runs in the build, with no server and no context, and a server may run
 * without the contact pipeline or the inbox.
 */
export interface SiteLoadContext {
  config?: Config;
  /** The request's CSP nonce (server/security-headers.ts). */
  cspNonce?: string;
  /** The contact form's door to the pipeline; absent, the form answers that it cannot take messages. */
  contact?: ContactFormService;
  /** The /book pages' way into the booking service; absent, they answer that booking is off. */
  booking?: BookingDoor;
  clientIp?: string;
  /** The request's logger, with its request id. */
  logger?: Logger;
  /** For /inbox requests. */
  inbox?: InboxContext;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a declaration merge
  interface AppLoadContext extends SiteLoadContext {}
}
