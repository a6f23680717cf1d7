import type { Logger } from "pino";
import type { SiteDatabase } from "./db/database";
import { channelSetting, configuredChannels, type ChannelSwitch } from "./inquiries/channels";
import { leadFigures } from "./metrics";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Says in the log, at start-up and then once an hour, what no one may have seen: deliveries that
 * failed for good, deliveries held because their channel is off, and spam held for review.
 */
export function startStuckLeadReport({
  database,
  channels,
  logger,
  everyMs = HOUR_MS,
}: {
  database: Pick<SiteDatabase, "db">;
  /** Every channel as this configuration has it, the pipeline's and the wings'. */
  channels: readonly ChannelSwitch[];
  logger: Logger;
  everyMs?: number;
}) {
  const report = async () => {
    const figures = await leadFigures(database.db, configuredChannels(channels));
    if (figures.failed > 0) {
      logger.error(
        { failed: figures.failed },
        "deliveries failed for good: resend them from the inbox or with `npm run inquiries -- retry ID`",
      );
    }
    for (const [channel, count] of Object.entries(figures.heldByChannel)) {
      logger.warn(
        { channel, held: count },
        `deliveries held: ${channelSetting(channels, channel)} is not set; they go out once it is`,
      );
    }
    if (figures.spamHeld > 0) {
      logger.warn(
        { spamHeld: figures.spamHeld },
        "inquiries held as suspected spam: review them in the inbox's Spam view",
      );
    }
  };
  const run = () =>
    report().catch((error: unknown) =>
      logger.warn({ error: String(error) }, "the stuck-lead report could not be made"),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
