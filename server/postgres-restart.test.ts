import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  postgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from "../tests/support/postgres-cluster";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { contactForm } from "../core/content/contact-form";
import { eventually, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./testing/receivers";

/**
 * The production server on a PostgreSQL cluster of the test's own, which the test stops, starts
 * and restarts under load: the site keeps serving pages, says 503 rather than "received" while
 * the database is away, and afterwards every answered submission is stored and delivered once.
 */
const bin = postgresBinaries();
const required = process.env.REQUIRE_POSTGRES_TESTS === "1";

describe.runIf(bin !== null || required)("the site while PostgreSQL restarts", () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** The webhook-id of every request the receiver got, repeats included. */
  const received: string[] = [];

  beforeAll(async () => {
    if (!bin) throw new Error("REQUIRE_POSTGRES_TESTS=1 but no PostgreSQL binaries are installed");
    cluster = await startPostgresCluster(bin);
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, (_, id) => {
      received.push(id);
      return "ok";
    });
    server = await startServer({
      env: {
        DATABASE_URL: cluster.url,
        CONTACT_WEBHOOK_URL: webhook.url,
        CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        CONTACT_MIN_FILL_MS: "0",
        CONTACT_RATE_LIMIT: "off",
      },
    });
  }, 120_000);
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await webhook?.close();
    await cluster?.destroy();
  });

  /** A submission through the hosted-form contract, as a script sends it. */
  async function submit(email: string) {
    const response = await fetch(`${server.origin}/`, {
      method: "POST",
      headers: { accept: "application/json", origin: server.origin },
      body: new URLSearchParams({
        "form-name": "contact",
        name: "Restart Test",
        email,
        message: "Sent while the database restarts.",
      }),
    });
    return {
      email,
      status: response.status,
      body: (await response.json()) as { message?: string },
    };
  }

  const health = async () => (await fetch(`${server.origin}/healthz`)).status;

  it("while the database is away: pages served, /healthz 503, a submission a clear 503; then all resumes", async () => {
    expect((await submit("before@example.com")).status).toBe(200);
    await cluster.stop();
    try {
      expect(await health()).toBe(503);
      for (const page of ["/", "/about", "/contact"]) {
        expect((await fetch(`${server.origin}${page}`)).status, page).toBe(200);
      }
      const refused = await submit("while-away@example.com");
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(contactForm.refused.notStored);
    } finally {
      await cluster.start();
    }
    await eventually(async () => (await health()) === 200, 20_000);
    expect((await submit("after@example.com")).status).toBe(200);
  }, 120_000);

  it("a restart in the middle of submissions and deliveries: every one answered 200 is stored and delivered exactly once", async () => {
    const answers: Awaited<ReturnType<typeof submit>>[] = [];
    const sending = (async () => {
      for (let n = 0; n < 60; n++) {
        answers.push(await submit(`load${n}@example.com`));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.restart();
    await sending;

    const stored = answers.filter((answer) => answer.status === 200).map((a) => a.email);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 503)).toBe(true);
    expect(stored.length).toBeGreaterThan(30);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; email: string }>(
        "SELECT id, email FROM inquiries WHERE email LIKE 'load%'",
      );
      const inDatabase = new Map(rows.map((row) => [row.email, row.id]));
      for (const email of stored) expect(inDatabase.has(email), email).toBe(true);
      const ids = stored.map((email) => `msg_${inDatabase.get(email)}`);
      await eventually(() => ids.every((id) => webhook.delivered.has(id)), 60_000);
      const repeats = ids.filter((id) => received.filter((seen) => seen === id).length !== 1);
      expect(repeats).toEqual([]);
    } finally {
      await client.end();
    }
  }, 180_000);
});
