import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { retryDelayMs, RETRY_DELAYS_MS } from "../../inquiries/backoff";
import { describeError } from "../../inquiries/delivery-channel";
import type { Logger } from "../../logger";
import { claimDueRemoval, removalDone, removalFailed } from "../store/calendar-removals";
import { CalendarWriteError, type CalendarWriter } from "./write";

/** Failed tries before staff are told, once: about 35 minutes of the outbox's schedule. */
export const TELL_STAFF_AFTER = 3;
/** A removal is never given up: past the schedule it is tried this often. */
const LAST_DELAY_MS = Math.max(...RETRY_DELAYS_MS);
const CLAIM_MS = 60_000;
const EVERY_MS = 30_000;

/**
 * Removes erased bookings' events from the team's calendar (store/calendar-removals.ts), with
 * the outbox's retries and never giving up; when one keeps failing, `tellStaff` hears it once,
 * in words, and the inbox's Calendar section shows it until it is done. Runs at start-up and
 * every 30 s on each instance; a removal is claimed before it is tried, so instances never try
 * one twice at once.
 */
export function createCalendarRemovals({
  db,
  writer,
  tellStaff,
  logger,
  now = () => new Date(),
  backoffScale = 1,
}: {
  db: Kysely<Database>;
  writer: CalendarWriter;
  /** Told once per removal that keeps failing: what to remove by hand, and why it fails. */
  tellStaff: (problem: { uid: string; error: string; attempts: number }) => Promise<void>;
  logger: Logger;
  now?: () => Date;
  /** Shrinks the retry schedule, for tests. */
  backoffScale?: number;
}) {
  /** One removal due by `at` (the round's start: each is tried at most once a round). */
  async function tryOne(at: Date): Promise<boolean> {
    const removal = await claimDueRemoval(db, at, new Date(now().getTime() + CLAIM_MS));
    if (!removal) return false;
    try {
      const outcome = await writer.remove(removal.uid);
      await removalDone(db, removal.id);
      logger.info({ removal: removal.id, outcome }, "calendar: an erased booking's event removed");
    } catch (error) {
      const attempts = removal.attempts + 1;
      const words =
        error instanceof CalendarWriteError ? error.message : describeError(error, CLAIM_MS);
      const delay = retryDelayMs(attempts, { scale: backoffScale }) ?? LAST_DELAY_MS * backoffScale;
      const tell = attempts >= TELL_STAFF_AFTER && removal.reportedAt === null;
      if (tell) {
        logger.error(
          { removal: removal.id, attempts, error: words },
          "calendar: removal keeps failing",
        );
        await tellStaff({ uid: removal.uid, error: words, attempts });
      }
      await removalFailed(db, removal.id, {
        attempts,
        error: words,
        nextAt: new Date(now().getTime() + delay),
        reportedAt: tell ? now() : undefined,
      });
    }
    return true;
  }

  /** Tries every removal due now; how many it tried. */
  async function runOnce(): Promise<number> {
    const at = now();
    let tried = 0;
    while (await tryOne(at)) tried += 1;
    return tried;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  const run = () =>
    void runOnce().catch((error: unknown) =>
      logger.warn({ err: error }, "calendar: removals could not run now; next round retries"),
    );
  return {
    runOnce,
    start() {
      run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
