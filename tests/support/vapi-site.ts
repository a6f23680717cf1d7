import { test } from "@playwright/test";
import { startFakeVapi, type FakeVapi } from "./fake-vapi";
import { startServer, type RunningServer, START_HOOK_BUDGET_MS } from "./production-server";

/**
 * In a spec file: the site as its own production server with VOICE_PROVIDER=vapi, against a fake
 * provider API on 127.0.0.1, started before the file's tests and stopped after them (the suite's
 * default server is simulated). `env` adds the public key, assistants and the like.
 */
export function useVapiSite(env: Record<string, string>) {
  let api: FakeVapi | undefined;
  let site: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_HOOK_BUDGET_MS);
    api = await startFakeVapi();
    site = await startServer({ env: { VOICE_PROVIDER: "vapi", VAPI_API_URL: api.url, ...env } });
  });
  test.afterAll(async () => {
    await site?.stop();
    await api?.close();
  });
  return {
    get api() {
      return api!;
    },
    get site() {
      return site!;
    },
  };
}
