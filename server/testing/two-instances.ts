import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { startServer, type RunningServer } from "../../tests/support/production-server";
import { createPostgresDatabase } from "../db/test-databases";
import { startSmtpReceiver } from "./receivers";

/**
 * In a describe block: two production servers (`npm start`) on one fresh PostgreSQL database, as
 * behind a load balancer, with `env` for both, and a client of the test's own on that database;
 * with `smtp`, both send their e-mails to one receiver.
 * Both must exit cleanly when stopped.
 */
export function useTwoInstancesOnPostgres(
  name: string,
  env: Record<string, string>,
  { smtp: withSmtp = false } = {},
) {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: RunningServer[];
  let client: pg.Client;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, name);
    if (withSmtp) smtp = await startSmtpReceiver();
    const mail: Record<string, string> = smtp
      ? { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@agency.example" }
      : {};
    const both = { DATABASE_URL: database.url, ...mail, ...env };
    servers = await Promise.all([startServer({ env: both }), startServer({ env: both })]);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 180_000);
  afterAll(async () => {
    await client?.end();
    const exits = await Promise.all((servers ?? []).map((server) => server.stop()));
    expect(exits.every((code) => code === 0)).toBe(true);
    await database?.drop();
    await smtp?.close();
  });

  return {
    /** Instance 0, 1, 0, 1, …: the round robin of a load balancer. */
    instance: (n: number) => servers[n % 2]!,
    get client() {
      return client;
    },
    /** With `smtp`: the receiver both instances send their e-mails to. */
    get smtp() {
      return smtp!;
    },
  };
}
