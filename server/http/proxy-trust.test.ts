import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { trustProxyWarning } from "../deployment-warnings";
import { parseProxyList, trustedHops } from "./proxy-trust";

const list = (value: string) => parseProxyList(value)!;

describe("TRUST_PROXY as the proxies' addresses", () => {
  it("takes addresses and CIDR ranges, IPv4 and IPv6, and nothing else", () => {
    expect(parseProxyList("127.0.0.1,10.0.0.0/8, 2001:db8::/32,::1")).not.toBeNull();
    for (const wrong of [
      "proxy.example",
      "10.0.0.0/33",
      "10.0.0.0/8/1",
      "10.0.0.0/",
      "1.2.3",
      "",
    ]) {
      expect(parseProxyList(wrong), wrong).toBeNull();
    }
    expect(typeof loadConfig({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }).TRUST_PROXY).toBe("object");
    expect(() => loadConfig({ TRUST_PROXY: "127.0.0.1,proxy" })).toThrow(/TRUST_PROXY: .*CIDR/);
  });

  it("believes X-Forwarded-For only from a listed address", () => {
    const proxies = list("127.0.0.1,10.0.0.0/8");
    expect(trustedHops(proxies, "203.0.113.9", "1.1.1.1")).toBe(0);
    expect(trustedHops(proxies, "unknown", "1.1.1.1")).toBe(0);
    expect(trustedHops(proxies, "127.0.0.1", "198.51.100.20")).toBe(1);
    // Node writes an IPv4 peer on a dual-stack socket as IPv4-mapped IPv6.
    expect(trustedHops(proxies, "::ffff:10.1.2.3", "198.51.100.20")).toBe(1);
  });

  it("walks the header from the end past every listed hop, to the first that is not", () => {
    const proxies = list("127.0.0.1,10.0.0.0/8,2001:db8::/32");
    // The client forged "1.1.1.1"; the CDN edge 198.51.100.20 is not ours, the balancers are.
    const forwarded = "1.1.1.1, 198.51.100.20, 10.0.0.7, 2001:db8::5";
    expect(trustedHops(proxies, "127.0.0.1", forwarded)).toBe(3);
    // Every entry is ours: the first one is the client.
    expect(trustedHops(proxies, "127.0.0.1", "10.0.0.1, 10.0.0.2")).toBe(2);
    expect(trustedHops(proxies, "127.0.0.1", null)).toBe(1);
  });

  it("keeps the number's meaning", () => {
    expect(trustedHops(2, "203.0.113.9", "1.1.1.1, 2.2.2.2")).toBe(2);
    expect(trustedHops(0, "127.0.0.1", "1.1.1.1")).toBe(0);
  });
});

describe("the start-up warning about a forgeable X-Forwarded-For", () => {
  it("is said for a number of proxies while listening on every interface", () => {
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: "1" }))).toMatch(/HOST=0\.0\.0\.0/);
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: "true", HOST: "::" }))).toMatch(/forge/);
  });

  it("is not said when the proxies are named, the interface is one, or no proxy is trusted", () => {
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }))).toBeNull();
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: "1", HOST: "127.0.0.1" }))).toBeNull();
    expect(trustProxyWarning(loadConfig({}))).toBeNull();
  });
});
