import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address. Behind your own proxy (TRUST_PROXY) it is the last X-Forwarded-For entry,
 * the one your proxy appended; earlier entries come from the client and can be forged. Otherwise
 * the header is ignored and the socket's address is used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests handed to app.fetch directly (tests) have no socket.
    return "unknown";
  }
}
