import type { Handler } from "hono";
import type { Kysely } from "kysely";
import { Counter, Gauge, Registry } from "prom-client";
import type { SubmissionOutcome } from "../core/contact/submission-outcome";
import type { Database, DeliveryChannel } from "./db/schema";
import type { SpamHandling } from "./inquiries/contact-service";
import { isHeld } from "./inquiries/channels";
import { sameSecret } from "./http/secrets";

/**
 * The figures an owner (or a Prometheus) watches to know no lead is stuck: deliveries pending,
 * held (their channel turned off) and failed, how long the oldest pending one has waited, the
 * spam held, and every submission by outcome. The database figures are read at each scrape.
 */
export interface SiteMetrics {
  registry: Registry;
  /** Counts one contact submission by what came of it. */
  countSubmission(outcome: SubmissionOutcome, spam: SpamHandling): void;
}

/** What each submission came to, as the metric labels it. */
export function submissionLabel(outcome: SubmissionOutcome, spam: SpamHandling): string {
  if (outcome.kind === "received") {
    if (spam === "held") return "held_as_spam";
    return spam === "dropped" ? "dropped_as_spam" : "received";
  }
  if (outcome.kind === "invalid") return "invalid";
  if (outcome.status === 429) return "rate_limited";
  if (outcome.status === 503) return "not_stored";
  return "refused";
}

export interface LeadFigures {
  pending: number;
  held: number;
  /** The held ones by channel: each waits for its own setting. */
  heldByChannel: Partial<Record<DeliveryChannel, number>>;
  failed: number;
  oldestPendingSeconds: number;
  spamHeld: number;
}

/** The stuck-lead figures, from the database. */
export async function leadFigures(
  db: Kysely<Database>,
  configured: readonly DeliveryChannel[],
  now = Date.now(),
): Promise<LeadFigures> {
  const deliveries = await db
    .selectFrom("deliveries")
    .innerJoin("inquiries", "inquiries.id", "deliveries.inquiry_id")
    .select((eb) => [
      "deliveries.status",
      "deliveries.channel",
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.min("inquiries.received_at").as("oldest"),
    ])
    .where("deliveries.status", "in", ["pending", "failed"])
    .groupBy(["deliveries.status", "deliveries.channel"])
    .execute();
  const spam = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("spam_reason", "is not", null)
    .executeTakeFirstOrThrow();
  const figures: LeadFigures = {
    pending: 0,
    held: 0,
    heldByChannel: {},
    failed: 0,
    oldestPendingSeconds: 0,
    spamHeld: Number(spam.n),
  };
  for (const row of deliveries) {
    const n = Number(row.n);
    if (row.status === "failed") figures.failed += n;
    else if (isHeld(row, configured)) {
      figures.held += n;
      figures.heldByChannel[row.channel] = n;
    } else {
      figures.pending += n;
      const waited = Math.max(0, (now - Date.parse(String(row.oldest))) / 1000);
      figures.oldestPendingSeconds = Math.max(figures.oldestPendingSeconds, Math.round(waited));
    }
  }
  return figures;
}

export function createSiteMetrics(
  db: Kysely<Database>,
  configured: readonly DeliveryChannel[],
): SiteMetrics {
  const registry = new Registry();
  // One reading of the database per scrape, shared by the gauges (prom-client collects them
  // together).
  let reading: Promise<LeadFigures> | null = null;
  const figures = () =>
    (reading ??= leadFigures(db, configured).finally(() => setTimeout(() => (reading = null))));
  const submissions = new Counter({
    name: "voicefront_submissions_total",
    help: "Contact form submissions, by outcome (received, held_as_spam, dropped_as_spam, invalid, rate_limited, refused, not_stored).",
    labelNames: ["outcome"],
    registers: [registry],
  });
  new Gauge({
    name: "voicefront_deliveries",
    help: "Deliveries waiting to go out (pending), waiting for their channel to be configured (held), or given up (failed).",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const { pending, held, failed } = await figures();
      this.set({ state: "pending" }, pending);
      this.set({ state: "held" }, held);
      this.set({ state: "failed" }, failed);
    },
  });
  new Gauge({
    name: "voicefront_oldest_pending_delivery_age_seconds",
    help: "How long the oldest pending delivery's inquiry has waited, in seconds (0: none pending).",
    registers: [registry],
    async collect() {
      this.set((await figures()).oldestPendingSeconds);
    },
  });
  new Gauge({
    name: "voicefront_spam_held",
    help: "Inquiries held as suspected spam, not delivered unless released.",
    registers: [registry],
    async collect() {
      this.set((await figures()).spamHeld);
    },
  });
  return {
    registry,
    countSubmission: (outcome, spam) =>
      submissions.inc({ outcome: submissionLabel(outcome, spam) }),
  };
}

/**
 * `GET /metrics` in Prometheus's text format, for a bearer of METRICS_TOKEN only (the figures say
 * how busy the site is). Without a token configured the endpoint does not exist (404).
 */
export function metricsHandler(metrics: SiteMetrics, token: string): Handler {
  return async (c) => {
    if (!sameSecret(c.req.header("authorization") ?? "", `Bearer ${token}`)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("The metrics need the bearer token set in METRICS_TOKEN.", 401);
    }
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  };
}
