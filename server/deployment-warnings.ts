import type { MiddlewareHandler } from "hono";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { requestHops, trustsProxies } from "./http/proxy-trust";
import { trustedEntry } from "./public-url";

/**
 * SITE_URL left at its default in production: links, cookies and passkeys then belong to
 * localhost, and behind TLS the session cookie loses Secure and passkeys stop working. Said at
 * start-up and by `inquiries staff add`, whose link would point there.
 */
export function siteUrlWarning(
  config: Pick<Config, "NODE_ENV" | "SITE_URL">,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (config.NODE_ENV !== "production" || env.SITE_URL) return null;
  return (
    `SITE_URL is not set, so the site calls itself ${config.SITE_URL}: links it prints and ` +
    "sends point there, and behind https the sign-in cookie is not Secure and passkeys fail. " +
    "Set SITE_URL to the public origin, such as https://www.example.com."
  );
}

/**
 * TRUST_PROXY on while the server listens on every interface: a client that reaches it directly,
 * past the proxy, writes its own X-Forwarded-For and picks the address its limits count. Said at
 * start-up; naming the proxies' addresses instead of a number, or HOST=127.0.0.1, settles it.
 */
export function trustProxyWarning(config: Pick<Config, "HOST" | "TRUST_PROXY">): string | null {
  if (typeof config.TRUST_PROXY !== "number" || config.TRUST_PROXY === 0) return null;
  if (!["0.0.0.0", "::", "[::]"].includes(config.HOST)) return null;
  return (
    `TRUST_PROXY=${config.TRUST_PROXY} while HOST=${config.HOST} listens on every interface: a ` +
    "client that reaches the server directly can forge X-Forwarded-For and with it its rate " +
    "limits. Set TRUST_PROXY to your proxies' addresses (such as 127.0.0.1,10.0.0.0/8) or HOST " +
    "to the interface only they reach."
  );
}

/**
 * Settings that only requests reveal, logged once each: a proxy in front that TRUST_PROXY does not
 * name (every visitor would share the proxy's address, and so its rate limits), and a site served
 * over https whose SITE_URL says http.
 */
export function proxyWarnings(
  { SITE_URL, TRUST_PROXY }: Pick<Config, "SITE_URL" | "TRUST_PROXY">,
  logger: Logger,
): MiddlewareHandler {
  const said = new Set<string>();
  const sayOnce = (key: string, message: string) => {
    if (said.has(key)) return;
    said.add(key);
    logger.warn(message);
  };
  return async (c, next) => {
    if (said.size < 2) {
      const forwardedFor = c.req.header("x-forwarded-for");
      if (!trustsProxies(TRUST_PROXY) && forwardedFor) {
        sayOnce(
          "trust",
          "requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every " +
            "visitor is counted as the proxy's address. Set TRUST_PROXY to the number of your " +
            "proxies in front (1 for one).",
        );
      }
      const hops = requestHops(c, TRUST_PROXY);
      const proto = trustedEntry(c.req.header("x-forwarded-proto") ?? null, hops);
      if (hops > 0 && proto === "https" && SITE_URL.startsWith("http:")) {
        sayOnce(
          "scheme",
          `the site is served over https, but SITE_URL is ${SITE_URL}: set SITE_URL to the public https origin.`,
        );
      }
    }
    await next();
  };
}
