import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * TRUST_PROXY: how many proxies of our own stand in front (0: none), or the addresses and ranges
 * they reach us from (`127.0.0.1,10.0.0.0/8`).
 */
export type ProxyTrust = number | BlockList;

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** A comma-separated list of addresses and CIDR ranges, or null when an entry is neither. */
export function parseProxyList(value: string): BlockList | null {
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const bits = Number(prefix);
    const maxBits = isIP(address) === 6 ? 128 : 32;
    if (!isIP(address) || rest.length) return null;
    if (prefix === undefined) list.addAddress(address, family(address));
    else if (/^\d{1,3}$/.test(prefix) && bits <= maxBits)
      list.addSubnet(address, bits, family(address));
    else return null;
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) =>
  isIP(address) !== 0 && list.check(address, family(address));

/**
 * How many proxies of ours handled this request: the number of entries at the end of a header
 * that each proxy appends to (X-Forwarded-For, -Proto, -Host) that are theirs, not the client's.
 * With a list, none unless the request comes from a listed address; then one more for each
 * X-Forwarded-For entry from the end that is listed, so the client is the first one that is not.
 */
export function trustedHops(trust: ProxyTrust, peer: string, forwardedFor: string | null): number {
  if (typeof trust === "number") return trust;
  if (!isTrusted(trust, peer)) return 0;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  let hops = 1;
  while (hops < entries.length && isTrusted(trust, entries[entries.length - hops]!)) hops += 1;
  return hops;
}

/** The address the request came from: the socket's peer, whoever that is. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests handed to app.fetch directly (tests) have no socket.
    return "unknown";
  }
}

/** trustedHops for this request. */
export const requestHops = (c: Context, trust: ProxyTrust) =>
  trustedHops(trust, peerAddress(c), c.req.header("x-forwarded-for") ?? null);

/** Whether TRUST_PROXY trusts any proxy at all. */
export const trustsProxies = (trust: ProxyTrust) => typeof trust !== "number" || trust > 0;
