import { test } from "@playwright/test";
import {
  startSmtpReceiver,
  startWebhookReceiver,
  type WebhookAnswer,
  TEST_WEBHOOK_SECRET,
} from "../../server/testing/receivers";
import { startServer, type RunningServer, START_HOOK_BUDGET_MS } from "./production-server";
import { freePort } from "./free-port";

/**
 * In a spec file: the site as its own production server on http://localhost:<port>, delivering
 * inquiries to a signed-webhook receiver on 127.0.0.1 (answering as `webhookAnswer` says) and,
 * with `smtp`, to an SMTP receiver; started before the file's tests, stopped after them.
 */
export function useSiteWithReceivers({
  env = {},
  smtp: withSmtp = false,
  webhookAnswer,
}: {
  env?: Record<string, string>;
  smtp?: boolean;
  webhookAnswer?: () => WebhookAnswer;
}) {
  let server: RunningServer | undefined;
  let origin = "";
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_HOOK_BUDGET_MS);
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, webhookAnswer);
    if (withSmtp) smtp = await startSmtpReceiver();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startServer({
      port,
      env: {
        SITE_URL: origin,
        CONTACT_WEBHOOK_URL: webhook.url,
        CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        // SMTP needs someone to notify: the staff's address, unless the spec names its own.
        ...(smtp ? { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@agency.example" } : {}),
        ...env,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await webhook?.close();
    await smtp?.close();
  });
  return {
    /** Where the server keeps its data, and the address it calls itself by. */
    get inbox() {
      return { dataDir: server!.dataDir, origin };
    },
    get webhook() {
      return webhook!;
    },
    get smtp() {
      return smtp!;
    },
  };
}
