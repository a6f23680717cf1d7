import { describe, expect, it } from "vitest";
import { originMismatch, publicUrl, requestAt, trustedEntry } from "./public-url";

const site = { siteUrl: "https://voicefront.test", trustProxy: 0 };

/** A request as a TLS-terminating proxy hands it on: plain http to the server's own port. */
const proxied = (headers: Record<string, string>, method = "POST") =>
  new Request("http://127.0.0.1:3000/contact?interest=x", {
    method,
    headers,
    body: method === "POST" ? "name=A" : undefined,
  });

describe("publicUrl", () => {
  it("puts a request for the site's own host on SITE_URL's scheme, with or without TRUST_PROXY", () => {
    for (const trustProxy of [0, 1]) {
      const request = new Request("http://voicefront.test/contact?interest=x", {
        headers: { origin: "https://voicefront.test" },
      });
      expect(publicUrl(request, { ...site, trustProxy }).href).toBe(
        "https://voicefront.test/contact?interest=x",
      );
    }
  });

  it("puts a post from the site's own pages on SITE_URL's origin when the proxy rewrote Host", () => {
    const request = proxied({ origin: "https://voicefront.test" });
    expect(publicUrl(request, site).origin).toBe("https://voicefront.test");
  });

  it("takes the scheme and host that trusted proxies forwarded, and nothing from untrusted ones", () => {
    const headers = {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "other.example",
    };
    expect(publicUrl(proxied(headers), { ...site, trustProxy: 1 }).origin).toBe(
      "https://other.example",
    );
    expect(publicUrl(proxied(headers), site).origin).toBe("http://127.0.0.1:3000");
  });

  it("ignores a forwarded host that is not a host name", () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "a/b@evil" };
    expect(publicUrl(proxied(headers), { ...site, trustProxy: 1 }).origin).toBe(
      "https://127.0.0.1:3000",
    );
  });

  it("leaves any other request as it came", () => {
    const request = proxied({ origin: "http://127.0.0.1:3000" });
    expect(publicUrl(request, site).href).toBe("http://127.0.0.1:3000/contact?interest=x");
  });
});

describe("trustedEntry", () => {
  it("reads the entry that many from the end, where the client's own entries cannot reach", () => {
    expect(trustedEntry("forged, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(trustedEntry("forged, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
    expect(trustedEntry("203.0.113.9", 3)).toBe("203.0.113.9");
    expect(trustedEntry(null, 1)).toBeUndefined();
  });
});

describe("requestAt", () => {
  it("moves a post with its method, headers and body", async () => {
    const request = proxied({ origin: "https://voicefront.test", "content-type": "text/plain" });
    const moved = requestAt(request, new URL("https://voicefront.test/contact"));
    expect(moved.url).toBe("https://voicefront.test/contact");
    expect(moved.method).toBe("POST");
    expect(moved.headers.get("content-type")).toBe("text/plain");
    expect(await moved.text()).toBe("name=A");
  });

  it("hands back the same request when the URL is already right", () => {
    const request = proxied({}, "GET");
    expect(requestAt(request, new URL(request.url))).toBe(request);
  });
});

describe("originMismatch", () => {
  const at = new URL("http://voicefront.test/contact");

  it("names SITE_URL when the site's own page posts over another scheme", () => {
    const request = proxied({ origin: "https://voicefront.test" });
    expect(originMismatch(request, at)).toMatch(/Set SITE_URL to https:\/\/voicefront\.test/);
  });

  it("says nothing of matching, cross-site or absent origins, nor of reads", () => {
    expect(originMismatch(proxied({ origin: "http://voicefront.test" }), at)).toBeNull();
    expect(originMismatch(proxied({ origin: "https://evil.example" }), at)).toBeNull();
    expect(originMismatch(proxied({}), at)).toBeNull();
    expect(originMismatch(proxied({ origin: "https://voicefront.test" }, "GET"), at)).toBeNull();
  });
});
