import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The form carries the time it was rendered, signed so a bot cannot claim to have taken its time.
 * Format: `<epoch ms>.<base64url HMAC-SHA256>`.
 */
export interface FormTokens {
  issue(now?: number): string;
  /** The render time in epoch ms, or null when the token is missing, forged or from the future. */
  renderedAt(token: string | null | undefined, now?: number): number | null;
}

/** Clock differences between instances sharing a database, tolerated for future timestamps. */
const CLOCK_SKEW_MS = 60_000;

export function createFormTokens(secret: string): FormTokens {
  const sign = (time: string) => createHmac("sha256", secret).update(time).digest("base64url");
  return {
    issue(now = Date.now()) {
      const time = String(now);
      return `${time}.${sign(time)}`;
    },
    renderedAt(token, now = Date.now()) {
      const match = token ? /^(\d{1,15})\.([\w-]{43})$/.exec(token) : null;
      if (!match) return null;
      const expected = Buffer.from(sign(match[1]!));
      const given = Buffer.from(match[2]!);
      if (!timingSafeEqual(expected, given)) return null;
      const time = Number(match[1]);
      return time > now + CLOCK_SKEW_MS ? null : time;
    },
  };
}

export function newFormSecret() {
  return randomBytes(32).toString("base64url");
}
