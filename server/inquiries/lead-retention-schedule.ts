import type { Config } from "../config";
import type { SiteDatabase } from "../db/database";
import { purgeExpiredLeads } from "../db/lead-retention";
import type { PersonData } from "../db/lead-removal";
import type { Logger } from "../logger";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes what the privacy policy promises not to keep: held spam after SPAM_RETENTION_DAYS and,
 * when the owner sets it, every inquiry after INQUIRY_RETENTION_DAYS. Runs at start-up and hourly;
 * several instances running it at once delete the same rows, which is harmless.
 */
export function startLeadRetention({
  config,
  database,
  logger,
  personData = [],
}: {
  config: Pick<Config, "SPAM_RETENTION_DAYS" | "INQUIRY_RETENTION_DAYS">;
  database: SiteDatabase;
  logger: Logger;
  /** What the ways in keep of a person besides their leads: it goes with them. */
  personData?: readonly PersonData[];
}) {
  const options = {
    spamRetentionDays: config.SPAM_RETENTION_DAYS,
    inquiryRetentionDays: config.INQUIRY_RETENTION_DAYS,
  };
  const purge = async () => {
    try {
      const purged = await purgeExpiredLeads(database.db, options, new Date(), personData);
      if (purged.spam + purged.inquiries > 0) logger.info(purged, "retention: old leads deleted");
    } catch (error) {
      logger.error({ err: error }, "retention: could not delete old leads");
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
