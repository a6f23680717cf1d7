import { Hono, type Context } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { signInRefusals } from "../core/content/sign-in-refusals";
import { VOICE_CONFIG_PATH } from "../core/voice/voice-client-config";
import type { Config } from "./config";
import { compression } from "./content-encoding";
import type { SiteDatabase } from "./db/database";
import { proxyWarnings } from "./deployment-warnings";
import { healthCheck } from "./health";
import { clientIp, clientKey } from "./http/client-ip";
import { inFlightPerClient } from "./limits/in-flight";
import { metricsHandler, type SiteMetrics } from "./metrics";
import { contactPageGuard, contactRootPost } from "./inquiries/contact-routes";
import type { ContactService } from "./inquiries/contact-service";
import type { Logger } from "./logger";
import { securityHeaders, type SecurityVariables } from "./security-headers";
import { indexClientBuild, staticFiles } from "./static-files";
import { keptRenderedPaths } from "../core/prerendered-paths";
import { createPageCache, STAND_INS } from "./page-cache";
import { originMismatch, publicUrl, requestAt } from "./public-url";
import { voiceConfigHandler } from "./voice/voice-config";
import type { InboxContext } from "./inbox/inbox-context";
import { inboxGate, type InboxGateVariables } from "./staff/inbox-gate";
import { pathForLog } from "./staff/staff-accounts";
import { VOICE_EVENTS_PATH, voiceEventsHandlers } from "./voice-events/voice-events-route";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../core/chat/chat-lead";
import { chatLeadHandlers } from "./chat/chat-lead-routes";
import type { VoiceEvents } from "./voice-events/voice-events-service";
import { INSIGHTS_BEACON_PATH } from "../core/insights/insight-events";
import type { Insights } from "./insights/insights";
import type { BookingDoor } from "../core/booking/booking-door";

export interface AppDeps {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  clientDir: string;
  /** Receives contact inquiries; without it the contact form answers that it cannot take messages. */
  contact?: ContactService;
  /** Turns the voice assistant's tool calls and call reports into inquiries (with VAPI_SERVER_SECRET). */
  voiceEvents?: VoiceEvents;
  /** Checked by /healthz. */
  database?: Pick<SiteDatabase, "db">;
  /** GET /metrics for METRICS_TOKEN's bearer; without a token there is no such endpoint. */
  metrics?: SiteMetrics;
  /** The staff's lead inbox at /inbox; without it inbox pages answer 503. */
  inbox?: Omit<InboxContext, "staff" | "siteUrl" | "clientIp">;
  /** Counts page views and takes the beacon's events (README "Insights"). */
  insights?: Pick<Insights, "countPageViews" | "beacon">;
  /** The /book pages' way into the booking service; without it they answer 503. */
  booking?: BookingDoor;
}

/** Where a password or a passkey is posted to sign in. */
const SIGN_IN_POSTS = ["/inbox/sign-in", "/inbox/sign-in.data", "/inbox/passkeys/sign-in"];
/** A browser signs in with one request at a time, two on a double click. */
const SIGN_INS_IN_FLIGHT_PER_CLIENT = 2;

export function createApp(deps: AppDeps) {
  const { config, logger, build, clientDir, contact, voiceEvents, database, inbox, metrics } = deps;
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
        path: pathForLog(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

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
  app.get(VOICE_CONFIG_PATH, voiceConfigHandler(config));
  // Before the pages: `POST /` with form-name=contact is the contact form, not the home page.
  if (contact) {
    const ip = (c: Context) => clientIp(c, config.TRUST_PROXY);
    app.post("/", contactRootPost(contact, ip));
    const chatLead = chatLeadHandlers(contact, ip);
    app.get(CHAT_LEAD_FORM_PATH, chatLead.formToken);
    app.post(CHAT_LEAD_PATH, chatLead.submit);
  }
  app.post("/contact", contactPageGuard(config.SITE_URL));
  app.post("/contact.data", contactPageGuard(config.SITE_URL));
  app.post(
    VOICE_EVENTS_PATH,
    ...voiceEventsHandlers({ secret: config.VAPI_SERVER_SECRET, events: voiceEvents, logger }),
  );

  if (insights) app.post(INSIGHTS_BEACON_PATH, insights.beacon);

  const pageCache = createPageCache({
    paths: keptRenderedPaths,
    render: (request) =>
      handleRequest(request, {
        config,
        cspNonce: STAND_INS.cspNonce,
        contact: contact && { ...contact, issueFormToken: () => STAND_INS.formToken },
        clientIp: "",
        logger,
      }),
  });

  // Outside every way a page is answered (file, kept copy or render), so each is counted alike.
  if (insights?.countPageViews) app.use(insights.countPageViews);
  app.use(staticFiles(clientFiles));
  app.use(compression());
  const publicOrigin = { siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY };
  app.all("*", async (c) => {
    const url = publicUrl(c.req.raw, publicOrigin);
    const mismatch = originMismatch(c.req.raw, url);
    if (mismatch) {
      // React Router would refuse it with a bare 400; the operator needs the setting's name.
      logger.error({ reqId: c.get("requestId"), path: c.req.path }, mismatch);
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
        contact,
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
