import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../tests/support/production-server";
import { clientKey } from "./client-ip";

describe("the key limits count a client by", () => {
  it("is an IPv4 address as it is, also when written IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however it is written", () => {
    const key = "2001:db8:85a3:1::/64";
    expect(clientKey("2001:db8:85a3:1::1")).toBe(key);
    expect(clientKey("2001:0db8:85a3:0001:ffff:ffff:ffff:fffe")).toBe(key);
    expect(clientKey("2001:DB8:85A3:1:0:0:0:9%eth0")).toBe(key);
    expect(clientKey("2001:db8:85a3:2::1")).toBe("2001:db8:85a3:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything else alone", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});

/**
 * Through the production server: the contact form's rate limit (2 per 10 minutes here) counts the
 * address TRUST_PROXY says is the client's, by its /64 for IPv6.
 */
describe("the client behind two proxies of our own (TRUST_PROXY=2)", { timeout: 120_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: { TRUST_PROXY: "2", CONTACT_RATE_LIMIT: "2/10m", LOG_LEVEL: "silent" },
    });
  });
  afterAll(() => server?.stop());

  let sequence = 0;
  const post = (forwardedFor: string) => postContact(server, forwardedFor, (sequence += 1));

  it("is the entry the CDN appended, whatever the client wrote before it", async () => {
    // The client forges entries; the CDN appends the client's address, the balancer the CDN's.
    const statuses = [];
    for (const forged of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      statuses.push(await post(`${forged}, 198.51.100.20, 10.0.0.${sequence + 1}`));
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    // Another client through the same CDN edge has a count of its own.
    expect(await post("198.51.100.21, 10.0.0.1")).not.toBe(429);
  });

  it("counts an IPv6 client by its /64, so rotating addresses in it does not escape the limit", async () => {
    const statuses = [];
    for (const address of ["2001:db8:aa:bb::1", "2001:db8:aa:bb::2", "2001:db8:aa:bb:1:2:3:4"]) {
      statuses.push(await post(`${address}, 10.0.0.9`));
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    expect(await post("2001:db8:aa:cc::1, 10.0.0.9")).not.toBe(429);
  });
});

/** The same, with the proxies named by address: the header is believed only from them. */
describe.each([
  ["the proxies are listed, this one among them", "127.0.0.1,10.0.0.0/8", "198.51.100.30", true],
  ["the request comes from an address not listed", "10.0.0.0/8", "127.0.0.1", false],
])("when %s (TRUST_PROXY=%s)", { timeout: 120_000 }, (_, trustProxy, client, apart) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: { TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: "2/10m", LOG_LEVEL: "silent" },
    });
  });
  afterAll(() => server?.stop());

  it(`counts ${client} whatever the client wrote before it`, async () => {
    const post = (forwardedFor: string) => postContact(server, forwardedFor, 0);
    const statuses = [];
    for (const forged of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      statuses.push(await post(`${forged}, 198.51.100.30, 10.0.0.7`));
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    // Another client through the same proxies has a count of its own, if the header is believed.
    expect((await post("1.1.1.1, 198.51.100.31, 10.0.0.7")) === 429).toBe(!apart);
  });
});

/** A form post as it reaches us through proxies; the answer's status. */
async function postContact(server: RunningServer, forwardedFor: string, sequence: number) {
  const response = await fetch(`${server.origin}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.origin,
      "x-forwarded-for": forwardedFor,
    },
    body: new URLSearchParams({
      name: `Visitor ${sequence}`,
      email: `visitor${sequence}@example.com`,
      message: "Hello",
    }),
  });
  return response.status;
}
