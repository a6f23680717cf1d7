import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { IDLE_CONNECTION_MS } from "./http/keep-alive";

/**
 * The production server as a TLS-terminating proxy reaches it: plain http, the public host name
 * in `Host`, the browser's `Origin` on https. Set up right, every form works; set up wrong, the
 * answer and the log name the variable to set, never a bare 400.
 */

const PUBLIC = "https://voicefront.test";

/** A contact form posted by a browser on the public https page, as the proxy hands it on. */
function postContact(server: RunningServer, headers: Record<string, string> = {}) {
  const body = "name=Proxy+Visitor&email=visitor%40example.com&message=Hello+over+https";
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      `${server.origin}/contact`,
      {
        method: "POST",
        headers: {
          host: "voicefront.test",
          origin: PUBLIC,
          "sec-fetch-mode": "navigate",
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
          "x-forwarded-for": "203.0.113.7",
          "x-forwarded-proto": "https",
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
      },
    );
    outgoing.once("error", reject);
    outgoing.end(body);
  });
}

describe("behind a TLS-terminating proxy", { timeout: 60_000 }, () => {
  let withoutTrustProxy: RunningServer;
  let withoutSiteUrl: RunningServer;

  beforeAll(async () => {
    const common = { NODE_ENV: "production", CONTACT_MIN_FILL_MS: "0", LOG_LEVEL: "info" };
    [withoutTrustProxy, withoutSiteUrl] = await Promise.all([
      startServer({ env: { ...common, SITE_URL: PUBLIC } }),
      // What startServer would set, taken away: the server is left to its default.
      startServer({ env: { ...common, SITE_URL: undefined as unknown as string } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([withoutTrustProxy?.stop(), withoutSiteUrl?.stop()]);
  });

  it("keeps an idle connection longer than the proxy does (Caddy: 2 minutes), and says so", async () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(120_000);
    for (const at of ["/healthz", "/about"]) {
      const response = await fetch(`${withoutTrustProxy.origin}${at}`);
      await response.arrayBuffer();
      expect(response.headers.get("keep-alive"), at).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
    }
  });

  it("takes a form from the https page with SITE_URL alone, and names TRUST_PROXY in the log", async () => {
    const answer = await postContact(withoutTrustProxy);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Thank You!");
    await expect.poll(() => withoutTrustProxy.output()).toMatch(/TRUST_PROXY is not set/);
  });

  it("with SITE_URL unset, warns at start-up and refuses the form with a message naming SITE_URL", async () => {
    expect(withoutSiteUrl.output()).toMatch(/SITE_URL is not set/);
    const answer = await postContact(withoutSiteUrl);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(`Set SITE_URL to ${PUBLIC}`);
    // The log line is written as the answer leaves.
    await expect.poll(() => withoutSiteUrl.output()).toContain(`Set SITE_URL to ${PUBLIC}`);
  });
});
