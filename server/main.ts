import "./production-by-default";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createSiteMetrics } from "./metrics";
import { startStuckLeadReport } from "./stuck-leads-report";
import { holdServerLock, ServerLockedError } from "./db/server-lock";
import { configuredChannels, createInquiryPipeline } from "./inquiries/inquiry-pipeline";
import { createLogger } from "./logger";
import { siteUrlWarning, trustProxyWarning } from "./deployment-warnings";
import { startLeadRetention } from "./inquiries/lead-retention-schedule";
import { createLeadDesk } from "./inbox/lead-desk";
import { createInsightsDesk } from "./inbox/insights-desk";
import { createBookingDesk } from "./inbox/booking-desk";
import { createCalendarFeedDesk } from "./booking/calendar/feed-desk";
import { createCalendarWriteDesk } from "./booking/calendar/write-desk";
import { calendarFeedHandler } from "./booking/calendar/feed-route";
import { storedAvailability } from "./booking/store/availability";
import { createInsightsCollecting } from "./insights/insights-collecting";
import { createInsightsReporting } from "./insights/insights-reporting";
import { createStaffAuth } from "./staff/staff-auth";
import { handleShutdownSignals } from "./shutdown";
import { voiceConfigWarnings } from "./voice/voice-config";
import { createVoiceEvents } from "./voice-events/voice-events-service";
import { rateLimiterFor } from "./limits/limiter-for";
import { apiTable, bookingListeners, leadSources, personData } from "./wings";
import { createBookingWays } from "./booking/wiring";
import { createBookingMessages } from "./booking/messages/messages";
import { bookingToolService } from "./booking/assistant/tool-adapter";
import { createBookingTools } from "./booking/assistant/tools";
import { createCalendarRead } from "./calendar/calendar-read";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "build/server/index.js");

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

if (!existsSync(serverEntry)) {
  logger.info("no build found: building the site first");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
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
const configured = configuredChannels(config);
const metrics = createSiteMetrics(database.db, configured);
const insights = createInsightsCollecting({ config, database, logger });
const insightsReporting = createInsightsReporting({ config, database, logger });
const bookingMessages = createBookingMessages({ config, database });
const inquiries = await createInquiryPipeline({
  config,
  database,
  logger,
  sources: leadSources,
  bookingSenders: bookingMessages.senders,
  worker: { bookingPlace: bookingMessages.bookingPlace },
  onSubmission: metrics.countSubmission,
  insights: insights.leads,
});
if (inquiries.channels.length === 0) {
  logger.warn(
    "contact inquiries are stored but not delivered: set CONTACT_WEBHOOK_URL and/or SMTP_URL with CONTACT_NOTIFY_TO",
  );
} else {
  logger.info({ channels: inquiries.channels }, "contact inquiries are delivered");
}
inquiries.worker.start();
const retention = startLeadRetention({ config, database, logger, personData });
const stuckLeads = startStuckLeadReport({ database, configured, logger });
const insightsSchedule = insightsReporting.start();

const calendarRead = createCalendarRead({
  config,
  agencyZone: async () => (await storedAvailability(database.db)).availability.timeZone,
  logger,
});
calendarRead.start();
const booking = await createBookingWays({
  config,
  database,
  logger,
  followUp: bookingMessages.followUp,
  onEvent: bookingListeners({ insights, wakeOutbox: () => inquiries.worker.wake() }),
  calendar: calendarRead.busyTimes,
});
booking.schedules.start();

const app = createApp({
  config,
  logger,
  build,
  clientDir: path.join(root, "build/client"),
  contact: inquiries.contact,
  api: apiTable({
    config,
    logger,
    contact: inquiries.contact,
    voiceEvents: createVoiceEvents({
      transactions: database.transactions,
      channels: inquiries.channels,
      logger,
      onQueued: () => inquiries.worker.wake(),
      insights: insights.leads,
      leadLimiter: rateLimiterFor(database, "tool-leads", config.TOOL_LEAD_LIMIT),
      bookingTools: createBookingTools(bookingToolService(booking.service)),
    }),
    bookingLimiter: booking.rateLimiter,
    insights,
    calendarFeed: calendarFeedHandler({
      database,
      siteUrl: config.SITE_URL,
      settings: () => storedAvailability(database.db),
    }),
  }),
  database,
  metrics,
  insights,
  booking: booking.web,
  inbox: {
    leads: createLeadDesk({
      database,
      channels: inquiries.channels,
      sources: leadSources,
      personData,
      wakeOutbox: () => inquiries.worker.wake(),
    }),
    insights: createInsightsDesk({ reporting: insightsReporting }),
    bookings: createBookingDesk({
      database,
      followUp: bookingMessages.followUp,
      tellVisitor: async () => inquiries.worker.wake(),
    }),
    calendar: calendarRead.desk,
    calendarFeeds: createCalendarFeedDesk({ database, siteUrl: config.SITE_URL, logger }),
    calendarWrites: createCalendarWriteDesk({ database, on: configured.includes("calendar") }),
    auth: createStaffAuth({ database, siteUrl: config.SITE_URL, logger }),
    replyByEmail: inquiries.replyByEmail,
  },
});

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port, host: config.HOST, siteUrl: config.SITE_URL }, "listening");
});

handleShutdownSignals({
  server: server as Server,
  logger,
  // Deliveries in flight finish (or their claims lapse and the next start sends them again).
  whileDraining: () => {
    retention.stop();
    booking.schedules.stop();
    stuckLeads.stop();
    insightsSchedule.stop();
    return Promise.all([inquiries.worker.stop(), insights.flush(), calendarRead.stop()]).then(
      () => undefined,
    );
  },
  afterDrained: async () => {
    await database.close();
    releaseLock?.();
  },
});
