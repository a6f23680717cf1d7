import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineHashes,
  securityHeaders,
  type SecurityHeadersOptions,
  type SecurityVariables,
} from "./security-headers";

const options: SecurityHeadersOptions = {
  voiceApiOrigin: "https://api.vapi.ai",
  siteUrl: "http://localhost:3000",
  trustProxy: 0,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function appWith(overrides: Partial<SecurityHeadersOptions> = {}) {
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ ...options, ...overrides }));
  app.get("/page", (c) => c.html(`<script nonce="${c.get("cspNonce")()}">1</script>`));
  app.get("/file", (c) => c.text("body { color: red }"));
  app.get("/prerendered", (c) => {
    c.set("inlineHashes", { scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] });
    return c.html("<p>static</p>");
  });
  app.get("/redirect", () => Response.redirect("http://localhost:3000/page", 302));
  app.get("/boom", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.text("failed", 500));
  return app;
}

describe("inlineHashes", () => {
  it("hashes the text of each inline script and style, and skips scripts with a src", () => {
    const html =
      '<style>p{color:red}</style><script>alert(1)</script><script type="module" src="/a.js"></script>' +
      "<script type=module async>alert(1)</script><style nonce=x>p{color:red}</style>";
    expect(inlineHashes(html)).toEqual({
      scripts: ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
      styles: ["'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='"],
    });
  });

  it("finds nothing in a document without inline scripts or styles", () => {
    expect(inlineHashes('<p>hi</p><script src="/x.js"></script>')).toEqual({
      scripts: [],
      styles: [],
    });
  });
});

describe("contentSecurityPolicy", () => {
  const policy = directives(
    contentSecurityPolicy({ scripts: ["'nonce-abc'"], styles: ["'nonce-abc'"] }, options),
  );

  it("runs no inline script without the nonce or hash, and evaluates no string as code", () => {
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("https:");
    expect(scripts).not.toContain("*");
  });

  it("lets a voice call reach the provider's API, the call client's hosts and blob: media", () => {
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://api.vapi.ai",
        "https://*.daily.co",
        "wss://*.daily.co",
      ]),
    );
    expect(policy.get("media-src")).toContain("blob:");
  });

  it("follows the configured provider API origin", () => {
    const custom = contentSecurityPolicy(
      { scripts: [], styles: [] },
      { voiceApiOrigin: "https://voice.example.com" },
    );
    expect(directives(custom).get("connect-src")).toContain("https://voice.example.com");
    expect(custom).not.toContain("api.vapi.ai");
  });

  it("forbids framing, plugins and base-URL rewriting", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });

  it("applies no style element but the site's own files and its nonce or hash", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc'"]);
  });
});

describe("securityHeaders", () => {
  it("sets the fixed headers and a nonce policy that matches the page's nonce", async () => {
    const res = await appWith().request("/page");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toMatch(/(^|, )microphone=\(self\)/);
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    const nonce = /nonce="([^"]+)"/.exec(await res.text())?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    // Left out on purpose: it costs every arriving visitor a new renderer process (decision 005).
    expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("uses a fresh nonce on every response", async () => {
    const app = appWith();
    const policies = await Promise.all(
      [1, 2, 3].map(async () =>
        (await app.request("/page")).headers.get("content-security-policy"),
      ),
    );
    expect(new Set(policies).size).toBe(3);
  });

  it("allows a prerendered page's inline scripts and styles by their hashes, without a nonce", async () => {
    const policy = (await appWith().request("/prerendered")).headers.get(
      "content-security-policy",
    )!;
    expect(directives(policy).get("script-src")).toContain("'sha256-abc='");
    expect(directives(policy).get("style-src")).toEqual(["'self'", "'sha256-def='"]);
    expect(policy).not.toContain("'nonce-");
  });

  it("allows no inline script or style at all on a response that was given no nonce", async () => {
    const policy = (await appWith().request("/file")).headers.get("content-security-policy")!;
    expect(directives(policy).get("script-src")).not.toContainEqual(
      expect.stringMatching(/^'(nonce|sha256)-/),
    );
    expect(directives(policy).get("style-src")).toEqual(["'self'"]);
  });

  it("covers redirects (immutable headers) and error responses", async () => {
    for (const path of ["/redirect", "/boom", "/missing"]) {
      const res = await appWith().request(path);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("sends HSTS when the site is served over HTTPS", async () => {
    const res = await appWith({ siteUrl: "https://example.com" }).request("/page");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const forwarded = { headers: { "X-Forwarded-Proto": "https" } };
    const untrusted = await appWith().request("/page", forwarded);
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
    const trusted = await appWith({ trustProxy: 1 }).request("/page", forwarded);
    expect(trusted.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });
});
