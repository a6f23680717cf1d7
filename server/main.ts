import "./production-by-default";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { builtLanguagesProblem } from "./built-languages";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { holdServerLock, ServerLockedError } from "./db/server-lock";
import { siteUrlWarning, trustProxyWarning } from "./deployment-warnings";
import { IDLE_CONNECTION_MS } from "./http/keep-alive";
import { configuredChannels } from "./inquiries/channels";
import { createInquiryPipeline } from "./inquiries/inquiry-pipeline";
import { startLeadRetention } from "./inquiries/lead-retention-schedule";
import { createInsightsWing } from "./insights/insights-wing";
import { createLogger } from "./logger";
import { createSiteMetrics } from "./metrics";
import { handleShutdownSignals } from "./shutdown";
import { buildSiteIfMissing, loadSiteBuild, SITE_CLIENT_BUILD } from "./site-build";
import { startStuckLeadReport } from "./stuck-leads-report";
import { voiceConfigWarnings } from "./voice/voice-config";
import { channelSwitches, createWings, leadSources, personData } from "./wings";

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function holdServerLockOrExit(dataDir: string) {
  try {
    return holdServerLock(dataDir);
  } catch (error) {
    if (!(error instanceof ServerLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
for (const warning of voiceConfigWarnings(config)) logger.warn(warning);
const siteUrlUnset = siteUrlWarning(config);
if (siteUrlUnset) logger.warn(siteUrlUnset);
const forgeableProxy = trustProxyWarning(config);
if (forgeableProxy) logger.warn(forgeableProxy);

buildSiteIfMissing({ onBuilding: () => logger.info("no build found: building the site first") });
const build = await loadSiteBuild();
const languagesMismatch = builtLanguagesProblem(config.SITE_LANGUAGES, build);
if (languagesMismatch) {
  console.error(languagesMismatch);
  process.exit(1);
}
const releaseLock = config.DATABASE_URL ? null : holdServerLockOrExit(config.DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onConnectionLost: (error) =>
    logger.warn(
      { error: error.message },
      "database connection lost: the next query opens a new one",
    ),
});
logger.info({ database: database.kind, location: database.location }, "database ready");

// The pipeline, then the wings built with it, then its outbox with what the wings deliver.
const channels = channelSwitches(config);
const metrics = createSiteMetrics(database.db, configuredChannels(channels));
const insights = createInsightsWing({ config, database, logger });
const pipeline = await createInquiryPipeline({
  config,
  database,
  logger,
  sources: leadSources,
  onSubmission: metrics.countSubmission,
  insights: insights.leads,
});
if (pipeline.channels.length === 0) {
  logger.warn(
    "contact inquiries are stored but not delivered: set CONTACT_WEBHOOK_URL and/or SMTP_URL with CONTACT_NOTIFY_TO",
  );
} else {
  logger.info({ channels: pipeline.channels }, "contact inquiries are delivered");
}
const wings = await createWings({ config, database, logger, pipeline, insights });
const outbox = pipeline.startOutbox(wings.outbox);
const retention = startLeadRetention({ config, database, logger, personData });
const stuckLeads = startStuckLeadReport({ database, channels, logger });
for (const schedule of wings.schedules) schedule.start();

const app = createApp({
  config,
  logger,
  build,
  clientDir: SITE_CLIENT_BUILD,
  contact: pipeline.contact,
  api: wings.api,
  database,
  metrics,
  insights,
  booking: wings.booking,
  inbox: wings.inbox,
});

const server = serve(
  {
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
    // A post refused unread (a wrong type, another site's form) is answered at once, and Node
    // reads its body after the answer, whenever it arrives, keeping the connection. The
    // adapter's own clean-up gives a body 500 ms, then closes: on a busy server its timer ran
    // before the body's bytes were read, and the client met a reset instead of the refusal's
    // words. Node discards such a body as it comes (it is never held), and cuts one that never
    // ends at its request timeout; routes read no more than MAX_BODY_KB (server/http/body-limit).
    autoCleanupIncoming: false,
  },
  (info) => {
    logger.info({ port: info.port, host: config.HOST, siteUrl: config.SITE_URL }, "listening");
  },
) as Server;
server.keepAliveTimeout = IDLE_CONNECTION_MS;

handleShutdownSignals({
  server,
  logger,
  // Deliveries in flight finish (or their claims lapse and the next start sends them again).
  whileDraining: () => {
    retention.stop();
    stuckLeads.stop();
    return Promise.all([outbox.stop(), ...wings.schedules.map((schedule) => schedule.stop())]).then(
      () => undefined,
    );
  },
  afterDrained: async () => {
    await database.close();
    releaseLock?.();
  },
});
