import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { trustedEntry } from "../public-url";
import { peerAddress, requestHops, type ProxyTrust } from "./proxy-trust";

/**
 * The visitor's address. Behind proxies of your own (TRUST_PROXY) it is the X-Forwarded-For entry
 * as many from the end as there are proxies: each of them appended the address it saw, and
 * entries before those come from the client and can be forged. Otherwise the header is ignored
 * and the socket's address is used.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const hops = requestHops(c, trust);
  if (hops > 0) {
    const client = trustedEntry(c.req.header("x-forwarded-for") ?? null, hops);
    if (client) return client;
  }
  return peerAddress(c);
}

/**
 * What limits count a client by: an IPv4 address (also when written IPv4-mapped, `::ffff:…`), or
 * an IPv6 address's /64 network, since one visitor is handed a whole /64 and can rotate through
 * it at will.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const address = ip.split("%")[0]!;
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** An IPv6 address's eight groups, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const part = (text: string | undefined) =>
    text
      ? text.split(":").flatMap((group) => {
          if (!group.includes(".")) return [group];
          // An IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
          const [a, b, c, d] = group.split(".").map(Number);
          return [((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16)];
        })
      : [];
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? [] : Array(8 - front.length - back.length).fill("0");
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
