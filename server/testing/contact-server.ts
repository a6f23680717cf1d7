import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { pino } from "pino";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../../core/chat/chat-lead";
import { chatLeadHandlers } from "../chat/chat-lead-routes";
import { contactRootPost } from "../contact/contact-routes";
import { crossSitePageGuard } from "../http/request-guard";
import { formWayIn } from "../contact/form-way-in";
import type { DeliverySender } from "../inquiries/delivery-channel";
import { createInquiryPipeline } from "../inquiries/inquiry-pipeline";
import type { OutboxWorkerOptions } from "../inquiries/outbox-worker";
import { leadSources } from "../wings";
import { useLeadDeliverySite } from "./lead-delivery-site";

export const silentLogger = pino({ level: "silent" });

/** Worker timings that run the whole retry schedule in about a second. */
export const fastWorker = { pollIntervalMs: 50, leaseMs: 1500, backoffScale: 0.0002 } as const;

/**
 * The contact routes of the real server (`POST /`, the chat's lead) on 127.0.0.1, over the real
 * pipeline, with the configuration and senders a test chooses. The client address comes from
 * X-Forwarded-For (TRUST_PROXY), so a test can act as several visitors.
 */
export async function startContactServer({
  database,
  env = {},
  senders,
  worker,
}: {
  database: SiteDatabase;
  env?: Record<string, string>;
  senders: DeliverySender[];
  worker?: Partial<Omit<OutboxWorkerOptions, "database" | "senders" | "logger">>;
}) {
  const config = loadConfig({ CONTACT_MIN_FILL_MS: "0", CONTACT_RATE_LIMIT: "off", ...env });
  const pipeline = await createInquiryPipeline({
    config,
    database,
    logger: silentLogger,
    sources: leadSources,
    senders,
    worker: { ...fastWorker, ...worker },
  });
  const app = new Hono();
  const ip = (c: { req: { header(name: string): string | undefined } }) =>
    c.req.header("x-forwarded-for") ?? "127.0.0.1";
  app.post("/", contactRootPost(pipeline.contact, ip));
  const chatLead = chatLeadHandlers(pipeline.contact, ip);
  app.get(CHAT_LEAD_FORM_PATH, chatLead.formToken);
  app.post(CHAT_LEAD_PATH, chatLead.submit);
  app.post("/contact", crossSitePageGuard(config.SITE_URL, silentLogger), async (c) => {
    const outcome = await pipeline.contact.submit(c.req.raw, ip(c), formWayIn);
    return c.json(outcome);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const outbox = pipeline.startOutbox();
  return {
    url: `http://127.0.0.1:${port}`,
    pipeline,
    async close() {
      await outbox.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Inside a `describe`: the contact routes on a fresh SQLite database, delivering to a signed-webhook
 * receiver on 127.0.0.1, for the whole block.
 */
export function useContactServer(env: Record<string, string>) {
  return useLeadDeliverySite("sqlite", "https://example.com", (database, senders) =>
    startContactServer({ database, env, senders: [senders.webhook] }),
  );
}

export function inquiryForm(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    "form-name": "contact",
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    phone: "+1 555 0100",
    interest: "AI Consulting",
    message: "We would like an AI voice agent for our front desk.",
    "bot-field": "",
    ...overrides,
  });
}
