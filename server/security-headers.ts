import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestHops, type ProxyTrust } from "./http/proxy-trust";
import { trustedEntry } from "./public-url";

/**
 * Security headers for every response, and the Content-Security-Policy that lets a voice call
 * through and nothing else (docs/decisions/005-content-security-policy.md says why each host).
 */

/** Hosts of the call client (Daily, which the voice SDK drives) besides the provider's own API. */
export const CALL_CLIENT_SOURCES = {
  /** The call-machine bundle and its audio worklet, loaded by script tag (dailyConfig.avoidEval). */
  scripts: ["https://c.daily.co"],
  /** Room lookup, geo lookup, signalling websockets and media-server websockets. */
  connections: [
    "https://*.daily.co",
    "wss://*.daily.co",
    "https://*.pluot.blue",
    "wss://*.pluot.blue",
  ],
} as const;

export interface SecurityVariables {
  /**
   * The response's nonce, made on first call (only rendered pages need one); React Router puts it
   * on every inline script it renders, and the page on its inline stylesheet.
   */
  cspNonce: () => string;
  /** Set by whoever serves a prerendered page: the hashes of that file's inline scripts and styles. */
  inlineHashes?: InlineSources;
}

/** What may run or apply inline: nonce or hash sources, for `<script>` and for `<style>` elements. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface SecurityHeadersOptions {
  /** Origin of the voice provider's API (VAPI_API_URL). */
  voiceApiOrigin: string;
  /** Public origin of the site (SITE_URL): an https one turns HSTS on for every response. */
  siteUrl: string;
  /** The proxies of our own in front (TRUST_PROXY): X-Forwarded-Proto from them is theirs. */
  trustProxy: ProxyTrust;
}

export function createCspNonce(): string {
  return randomBytes(16).toString("base64");
}

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** `'sha256-…'` sources for every inline `<script>` (one without src) and `<style>` of a document. */
export function inlineHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.add(sha256Source(body));
  }
  const styles = new Set<string>();
  for (const [, , body = ""] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)) {
    styles.add(sha256Source(body));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The policy for one response. `inline` holds either a nonce source or the hash sources of a
 * prerendered page; nothing else may run inline, and nothing may be evaluated from a string.
 */
export function contentSecurityPolicy(
  inline: InlineSources,
  { voiceApiOrigin }: Pick<SecurityHeadersOptions, "voiceApiOrigin">,
): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the call's noise filter); JS eval stays blocked.
    "script-src": [
      "'self'",
      ...inline.scripts,
      ...CALL_CLIENT_SOURCES.scripts,
      "'wasm-unsafe-eval'",
    ],
    // The site's own stylesheet is inlined in each page (by nonce or hash, like the scripts).
    "style-src": ["'self'", ...inline.styles],
    // React renders style="" attributes (animation delays, sizes); they cannot run script and,
    // unlike <style> elements (kept to ours), cannot carry selectors that read the page.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", voiceApiOrigin, ...CALL_CLIENT_SOURCES.connections],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

const HSTS = "max-age=31536000; includeSubDomains";
const PERMISSIONS_POLICY =
  "microphone=(self), camera=(), display-capture=(), geolocation=(), payment=(), usb=()";

/** Headers that are the same on every response, whatever its type. */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
};

export function securityHeaders(
  options: SecurityHeadersOptions,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const siteIsHttps = options.siteUrl.startsWith("https:");
  const policyCache = new Map<InlineSources, string>();
  const hashPolicy = (hashes: InlineSources) => {
    let policy = policyCache.get(hashes);
    if (!policy) {
      policy = contentSecurityPolicy(hashes, options);
      policyCache.set(hashes, policy);
    }
    return policy;
  };

  // The nonce policy differs per response only in the nonce: build it once around a marker.
  const nonceSource = ["'nonce-\0'"];
  const noncePolicyParts = contentSecurityPolicy(
    { scripts: nonceSource, styles: nonceSource },
    options,
  ).split("\0");
  // Files, JSON and the like: nothing inline at all.
  const nothingInline = contentSecurityPolicy({ scripts: [], styles: [] }, options);

  return async (c, next) => {
    let nonce: string | undefined;
    c.set("cspNonce", () => (nonce ??= createCspNonce()));
    await next();

    // Responses made by Response.redirect() and the like have immutable headers.
    if (!isMutable(c.res.headers)) c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(FIXED_HEADERS)) headers.set(name, value);
    const hashes = c.get("inlineHashes");
    headers.set(
      "Content-Security-Policy",
      hashes ? hashPolicy(hashes) : nonce ? noncePolicyParts.join(nonce) : nothingInline,
    );
    const hops = requestHops(c, options.trustProxy);
    const forwardedHttps =
      hops > 0 && trustedEntry(c.req.header("x-forwarded-proto") ?? null, hops) === "https";
    if (siteIsHttps || forwardedHttps || c.req.url.startsWith("https:")) {
      headers.set("Strict-Transport-Security", HSTS);
    }
  };
}

function isMutable(headers: Headers): boolean {
  try {
    headers.set("X-Content-Type-Options", "nosniff");
    return true;
  } catch {
    return false;
  }
}
