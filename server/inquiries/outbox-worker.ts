import type { Logger } from "../logger";
import type { SiteDatabase } from "../db/database";
import type { DeliveryChannel } from "../db/schema";
import {
  claimDueDeliveries,
  recordOutcome,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from "../db/outbox-store";
import { retryDelayMs } from "./backoff";
import {
  DELIVERY_TIMEOUT_MS,
  type DeliverySender,
  type DeliverySubject,
  type SubjectLoader,
} from "./delivery-channel";

export interface OutboxWorkerOptions {
  database: SiteDatabase;
  senders: readonly DeliverySender[];
  logger: Logger;
  /** How often to look for due deliveries when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** How long a claimed delivery stays ours; must outlast the send timeout. */
  leaseMs?: number;
  batchSize?: number;
  /** Scales the retry schedule; tests shrink it to run in seconds. */
  backoffScale?: number;
  /** The wings' loaders of what their deliveries tell of (server/wings.ts). */
  subjects?: readonly SubjectLoader[];
}

/**
 * Delivers stored inquiries through every configured channel, at least once: a delivery is
 * claimed, sent, and only then marked delivered; a worker that dies leaves a claim that lapses
 * and another worker (or the restarted one) sends it again.
 */
/** How often a worker tries again to record an outcome while the database is away. */
const RECORD_RETRY_MS = 1_000;

export class OutboxWorker {
  private readonly senders: Map<DeliveryChannel, DeliverySender>;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly backoffScale: number;
  private running: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private wakePending = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.senders = new Map(options.senders.map((sender) => [sender.channel, sender]));
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 4 * DELIVERY_TIMEOUT_MS;
    this.batchSize = options.batchSize ?? 20;
    this.backoffScale = options.backoffScale ?? 1;
  }

  start() {
    if (this.running || this.senders.size === 0) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Look for work now instead of at the next poll (after an inquiry is stored). */
  wake() {
    this.wakePending = true;
    this.wakeUp?.();
  }

  /** Finishes the deliveries in flight, then stops. */
  async stop() {
    this.stopping = true;
    this.wakeUp?.();
    await this.running;
    this.running = null;
    for (const sender of this.senders.values()) sender.close?.();
  }

  /** Claims and sends one batch; returns how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const { database } = this.options;
    const claims = await database.transactions.run((trx) =>
      claimDueDeliveries(trx, database.kind, {
        channels: [...this.senders.keys()],
        limit: this.batchSize,
        leaseMs: this.leaseMs,
      }),
    );
    const subjects = await this.subjectsOf(claims);
    await Promise.all(
      claims.map((claim) =>
        this.deliver(claim, subjects.get(claim.delivery.subject_id ?? "") ?? null),
      ),
    );
    return claims.length;
  }

  private async loop() {
    const { logger } = this.options;
    while (!this.stopping) {
      let handled = 0;
      try {
        this.wakePending = false;
        handled = await this.runOnce();
      } catch (error) {
        logger.error({ err: error }, "outbox: could not claim deliveries");
      }
      // Once stopping, the loop ends now: a pause here would hold a shutdown a poll longer.
      if (!this.stopping && handled < this.batchSize && !this.wakePending) await this.pause();
    }
  }

  private pause() {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  /**
   * Records an attempt's outcome, trying again while the database is away (a restart, a
   * failover) for as long as the claim holds: a sent message whose outcome was lost would be
   * sent twice once the claim lapsed. Past the claim, or at shutdown, the last error stands.
   */
  private async untilRecorded<T>(claim: ClaimedDelivery, record: () => Promise<T>): Promise<T> {
    const deadline = Date.parse(claim.delivery.claimed_until ?? "") - RECORD_RETRY_MS;
    for (;;) {
      try {
        return await record();
      } catch (error) {
        if (this.stopping || !(Date.now() + RECORD_RETRY_MS < deadline)) throw error;
        this.options.logger.warn(
          { err: error },
          "outbox: could not record an attempt yet; trying again",
        );
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
      }
    }
  }

  /** What the claimed deliveries tell of, as each one's wing loads it now, by subject id. */
  private async subjectsOf(claims: readonly ClaimedDelivery[]) {
    const ids = claims.flatMap(({ delivery }) =>
      delivery.subject_id ? [delivery.subject_id] : [],
    );
    const found = new Map<string, DeliverySubject>();
    if (ids.length === 0) return found;
    for (const load of this.options.subjects ?? []) {
      for (const [id, subject] of await load(ids)) found.set(id, subject);
    }
    return found;
  }

  private async deliver(claim: ClaimedDelivery, subject: DeliverySubject | null) {
    const { logger, database } = this.options;
    const { delivery, inquiry, reply } = claim;
    const sender = this.senders.get(delivery.channel)!;
    const result = await sender.send({ inquiry, reply, subject });
    // The attempt's end, as logged and as the retry's delay counts from; its recording comes later.
    const finishedAt = new Date();
    const context = {
      inquiryId: inquiry.id,
      channel: delivery.channel,
      attempt: delivery.attempts,
      detail: result.detail,
    };

    let outcome: DeliveryOutcome;
    if (result.ok) {
      outcome = { kind: "delivered", detail: result.detail };
    } else {
      const delay = retryDelayMs(delivery.attempts, {
        retryAfterMs: result.retryAfterMs,
        scale: this.backoffScale,
      });
      outcome =
        delay === null
          ? { kind: "failed", detail: result.detail }
          : {
              kind: "retry",
              detail: result.detail,
              nextAttemptAt: new Date(finishedAt.getTime() + delay),
            };
    }

    try {
      // Outcomes finishing together share a commit with each other and with new inquiries: the
      // worker never holds the event loop for a disk flush per delivery.
      const current = await this.untilRecorded(claim, () =>
        database.transactions.run((trx) => recordOutcome(trx, claim, outcome, finishedAt)),
      );
      if (!current) {
        logger.warn(
          context,
          "outbox: claim lapsed before the attempt finished; another worker owns it",
        );
      } else if (outcome.kind === "delivered") {
        logger.info(context, "inquiry delivered");
      } else if (outcome.kind === "retry") {
        logger.warn(
          { ...context, retryAt: outcome.nextAttemptAt },
          "inquiry delivery failed; will retry",
        );
      } else {
        logger.error(
          context,
          "inquiry delivery failed for good; `npm run inquiries -- retry ID` re-queues it",
        );
      }
    } catch (error) {
      // The claim lapses and the delivery is tried again: at least once, never lost.
      logger.error({ ...context, err: error }, "outbox: could not record the attempt");
    }
  }
}
