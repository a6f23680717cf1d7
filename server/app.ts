import { Hono, type Context } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { signInRefusals } from "../core/content/sign-in-refusals";
import type { Config } from "./config";
import { compression } from "./content-encoding";
import type { SiteDatabase } from "./db/database";
import { proxyWarnings } from "./deployment-warnings";
import { healthCheck } from "./health";
import { bodyLimits } from "./http/body-limit";
import { clientIp, clientKey } from "./http/client-ip";
import { requestHops } from "./http/proxy-trust";
import { inFlightPerClient } from "./limits/in-flight";
import { metricsHandler, type SiteMetrics } from "./metrics";
import { contactRootPost } from "./contact/contact-routes";
import { contactFormService } from "./contact/form-way-in";
import type { ContactService } from "./inquiries/contact-service";
import type { Logger } from "./logger";
import { securityHeaders, type SecurityVariables } from "./security-headers";
import { indexClientBuild, staticFiles } from "./static-files";
import { keptRenderedPathsIn } from "../core/prerendered-paths";
import { createPageCache, STAND_INS } from "./page-cache";
import { originMismatch, publicUrl, requestAt } from "./public-url";
import type { InboxContext } from "./inbox/inbox-context";
import { inboxGate, type InboxGateVariables } from "./staff/inbox-gate";
import { redactedPath } from "./http/redacted-path";
import { crossSitePageGuard, formPagesTakeForms } from "./http/request-guard";
import type { InsightsCollecting } from "./insights/insights-collecting";
import type { ApiRoute } from "./http/api-route";
import type { BookingDoor } from "../core/booking/booking-door";

export interface AppDeps {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  clientDir: string;
  /** Receives contact inquiries; without it the contact form answers that it cannot take messages. */
  contact?: ContactService;
  /** The site's own endpoints (server/wings.ts). */
  api: readonly ApiRoute[];
  /** Checked by /healthz. */
  database?: Pick<SiteDatabase, "db">;
  /** GET /metrics for METRICS_TOKEN's bearer; without a token there is no such endpoint. */
  metrics?: SiteMetrics;
  /** The staff's lead inbox at /inbox; without it inbox pages answer 503. */
  inbox?: Omit<InboxContext, "staff" | "siteUrl" | "clientIp">;
  /** Counts page views (README "Insights"). */
  insights?: Pick<InsightsCollecting, "countPageViews">;
  /** The /book pages' way into the booking service; without it they answer 503. */
  booking?: BookingDoor;
}

/** Where a password or a passkey is posted to sign in. */
const SIGN_IN_POSTS = [
  "/inbox/sign-in",
  "/inbox/sign-in.data",
  "/inbox/passkeys/sign-in",
  "/inbox/passkeys/sign-in.data",
];
/** A browser signs in with one request at a time, two on a double click. */
const SIGN_INS_IN_FLIGHT_PER_CLIENT = 2;

export function createApp(deps: AppDeps) {
  const { config, logger, build, clientDir, contact, api, database, inbox, metrics } = deps;
  const { insights } = deps;
  const app = new Hono<{
    Variables: RequestIdVariables & SecurityVariables & InboxGateVariables;
  }>();
  const handleRequest = createRequestHandler(build, config.NODE_ENV);
  const clientFiles = indexClientBuild(clientDir);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: redactedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  app.use(bodyLimits(config.MAX_BODY_KB * 1024));
  app.use(proxyWarnings(config, logger));
  app.use(
    securityHeaders({
      voiceApiOrigin: new URL(config.VAPI_API_URL).origin,
      siteUrl: config.SITE_URL,
      trustProxy: config.TRUST_PROXY,
    }),
  );

  if (inbox) {
    // On every path: the gate itself knows the inbox's, in any letter case.
    app.use(inboxGate({ auth: inbox.auth, siteUrl: config.SITE_URL }));
    const fewSignInsAtOnce = inFlightPerClient(
      SIGN_INS_IN_FLIGHT_PER_CLIENT,
      (c) => clientKey(clientIp(c, config.TRUST_PROXY)),
      (c) => c.text(signInRefusals.busy, 429, { "Retry-After": "1" }),
    );
    // React Router matches a path in any letter case and with a trailing slash: so does this.
    app.post("*", (c, next) =>
      SIGN_IN_POSTS.includes(`/${c.req.path.toLowerCase().replace(/^\/+|\/+$/g, "")}`)
        ? fewSignInsAtOnce(c, next)
        : next(),
    );
  }

  app.get("/healthz", healthCheck(database?.db));
  if (metrics && config.METRICS_TOKEN) {
    app.get("/metrics", metricsHandler(metrics, config.METRICS_TOKEN));
  }
  for (const route of api) app.on(route.method, [route.path], ...route.handlers);
  // Before the pages: `POST /` with form-name=contact is the contact form, not the home page.
  if (contact) {
    app.post(
      "/",
      contactRootPost(contact, (c: Context) => clientIp(c, config.TRUST_PROXY)),
    );
  }
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", crossSitePageGuard(config.SITE_URL, logger));
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", formPagesTakeForms(config.SITE_LANGUAGES));

  const contactForm = contact && contactFormService(contact);
  const pageCache = createPageCache({
    paths: keptRenderedPathsIn(config.SITE_LANGUAGES),
    render: (request) =>
      handleRequest(request, {
        config,
        cspNonce: STAND_INS.cspNonce,
        contact: contactForm && { ...contactForm, issueFormToken: () => STAND_INS.formToken },
        clientIp: "",
        logger,
      }),
  });

  // Outside every way a page is answered (file, kept copy or render), so each is counted alike.
  if (insights?.countPageViews) app.use(insights.countPageViews);
  app.use(staticFiles(clientFiles));
  app.use(compression());
  app.all("*", async (c) => {
    const url = publicUrl(c.req.raw, {
      siteUrl: config.SITE_URL,
      trustProxy: requestHops(c, config.TRUST_PROXY),
    });
    const mismatch = originMismatch(c.req.raw, url);
    if (mismatch) {
      // React Router would refuse it with a bare 400; the operator needs the setting's name.
      logger.error({ reqId: c.get("requestId"), path: redactedPath(c.req.path) }, mismatch);
      return c.text(mismatch, 400);
    }
    const cspNonce = c.get("cspNonce")();
    const ip = clientIp(c, config.TRUST_PROXY);
    const response =
      (await pageCache(c.req.raw, {
        cspNonce,
        formToken: () => contact?.issueFormToken() ?? "",
      })) ??
      (await handleRequest(requestAt(c.req.raw, url), {
        config,
        cspNonce,
        contact: contactForm,
        booking: deps.booking,
        clientIp: ip,
        logger: logger.child({ reqId: c.get("requestId") }),
        inbox: inbox && {
          ...inbox,
          staff: c.get("staff") ?? null,
          siteUrl: config.SITE_URL,
          clientIp: ip,
        },
      }));
    // Pages rendered per request carry a fresh CSP nonce, so a stored copy is never reusable.
    if (response.headers.has("Cache-Control")) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-cache");
    return new Response(response.body, { status: response.status, headers });
  });

  app.onError((error, c) => {
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
