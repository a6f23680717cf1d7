import { createHmac } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/**
 * The Standard Webhooks `webhook-signature` header for one or several space-separated secrets (a
 * rotation: the receiver accepts the message when any signature checks out with its key): one
 * `v1,…` signature per secret, separated by spaces.
 */
export function signWebhook(secrets: string, id: string, timestampSeconds: number, body: string) {
  return secrets
    .split(/\s+/)
    .filter(Boolean)
    .map((secret) => signWith(secret, id, timestampSeconds, body))
    .join(" ");
}

/** `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of `whsec_…`. */
function signWith(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  const mac = createHmac("sha256", key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}
