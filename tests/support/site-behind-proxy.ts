import {
  chromium,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { testChromiumLaunch } from "../../playwright.config";
import { startCaddy, type CaddyProxy } from "./caddy-proxy";
import { freePort } from "./free-port";
import { startServer, type RunningServer, START_HOOK_BUDGET_MS } from "./production-server";

/**
 * In a spec file: the site as deployed, the production server on plain http behind Caddy, which
 * terminates TLS with deploy/Caddyfile, SITE_URL on the proxy's https origin and TRUST_PROXY=1;
 * and a browser that trusts the proxy's certificate. Started before the file's tests, stopped
 * after them. `env` adds to the server's environment.
 */
export function useSiteBehindProxy(env: () => Record<string, string> = () => ({})) {
  let server: RunningServer | undefined;
  let proxy: CaddyProxy | undefined;
  let browser: Browser | undefined;

  test.beforeAll(async () => {
    test.setTimeout(START_HOOK_BUDGET_MS);
    const port = await freePort();
    // Caddy needs the server's port, and the server needs Caddy's origin: the server goes second.
    proxy = await startCaddy(port);
    server = await startServer({
      port,
      env: { SITE_URL: proxy.origin, TRUST_PROXY: "1", ...env() },
    });
    browser = await chromium.launch({
      ...testChromiumLaunch,
      args: [...testChromiumLaunch.args, proxy.chromiumTrustFlag],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await server?.stop();
  });

  return {
    get proxy() {
      return proxy!;
    },
    get server() {
      return server!;
    },
    /** A page of a fresh context on the proxy's origin. */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser!.newContext({
        baseURL: proxy!.origin,
        permissions: ["microphone"],
        ...options,
      });
      return context.newPage();
    },
  };
}
