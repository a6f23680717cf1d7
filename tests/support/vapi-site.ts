import { test } from "@playwright/test";
import { startFakeVapi, type FakeVapi } from "./fake-vapi";
import { startSmtpReceiver } from "../../server/testing/receivers";
import { startServer, type RunningServer, START_HOOK_BUDGET_MS } from "./production-server";

/**
 * In a spec file: the site as its own production server with VOICE_PROVIDER=vapi, against a fake
 * provider API on 127.0.0.1, started before the file's tests and stopped after them (the suite's
 * default server is simulated). `env` adds the public key, assistants and the like; `smtp` sends
 * the site's e-mails to a receiver of the file's own.
 */
export function useVapiSite(env: Record<string, string>, { smtp: withSmtp = false } = {}) {
  let api: FakeVapi | undefined;
  let site: RunningServer | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_HOOK_BUDGET_MS);
    api = await startFakeVapi();
    if (withSmtp) smtp = await startSmtpReceiver();
    const mail: Record<string, string> = smtp
      ? { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@agency.example" }
      : {};
    site = await startServer({
      env: { VOICE_PROVIDER: "vapi", VAPI_API_URL: api.url, ...mail, ...env },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await api?.close();
    await smtp?.close();
  });
  return {
    get api() {
      return api!;
    },
    get site() {
      return site!;
    },
    /** With `smtp`: the receiver the site's e-mails reach (the visitor's code among them). */
    get smtp() {
      return smtp!;
    },
  };
}
