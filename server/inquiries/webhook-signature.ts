import { createHmac } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/**
 * The Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with
 * the base64-decoded part of the `whsec_...` secret.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  const mac = createHmac("sha256", key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}
