/**
 * The address a visitor's browser used, which is not the one the server was reached on when a
 * proxy in front terminates TLS: the browser posts a form from `https://example.com`, the proxy
 * hands it on over plain http. React Router refuses an action whose `Origin` differs from the
 * request's own origin, so every form would fail behind TLS unless its request carries the public
 * address (docs/decisions/014-behind-a-tls-proxy.md).
 */

/** The last `trusted` entries of a header that each proxy appends to are the proxies' own. */
export function trustedEntry(value: string | null, trusted: number): string | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trusted)];
}

export interface PublicUrlOptions {
  /** SITE_URL: the site's public origin. */
  siteUrl: string;
  /** How many proxies of our own handled this request (TRUST_PROXY, http/proxy-trust.ts). */
  trustProxy: number;
}

/**
 * The request's URL as the visitor's browser sees it:
 * - a request for the site's own host name (the `Host` a proxy passes on), or one from the site's
 *   own pages (`Origin`, which a browser never forges), is on SITE_URL's origin, so a proxy that
 *   terminates TLS works with SITE_URL alone;
 * - otherwise, behind trusted proxies, on the scheme and host they forwarded;
 * - otherwise, as the server received it.
 */
export function publicUrl(request: Request, { siteUrl, trustProxy }: PublicUrlOptions): URL {
  const url = new URL(request.url);
  const site = new URL(siteUrl);
  const { headers } = request;
  const on = (origin: string) => new URL(url.pathname + url.search, origin);
  if (url.host === site.host || headers.get("origin") === site.origin) return on(site.origin);
  if (trustProxy === 0) return url;
  const proto = trustedEntry(headers.get("x-forwarded-proto"), trustProxy);
  const host = trustedEntry(headers.get("x-forwarded-host"), trustProxy);
  const scheme = proto === "http" || proto === "https" ? `${proto}:` : url.protocol;
  return on(`${scheme}//${host && isHost(host) ? host : url.host}`);
}

const isHost = (value: string) =>
  /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(value);

const reads = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The same request on another URL (its public one), body and all, for React Router. */
export function requestAt(request: Request, url: URL): Request {
  if (url.href === request.url) return request;
  const hasBody = !reads(request);
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs to be told that a streamed body is sent as it arrives.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Why a post from a browser would still be refused as coming from elsewhere: its `Origin` is on
 * this host but another scheme than the one the site believes it is served on. That is a setting,
 * not an attack, and the answer names it.
 */
export function originMismatch(request: Request, url: URL): string | null {
  const origin = request.headers.get("origin");
  if (reads(request) || !origin || origin === "null" || origin === url.origin) return null;
  try {
    const from = new URL(origin);
    if (from.host !== url.host) return null;
  } catch {
    return null;
  }
  return `This page was sent from ${origin}, but the site believes its address is ${url.origin}. Set SITE_URL to ${origin} (and TRUST_PROXY to the number of proxies in front) and restart.`;
}
