import { createHmac, timingSafeEqual } from "node:crypto";
import type { FormTokenUses } from "./form-token-uses";

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

/** A rendered form's token is good for a day... */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** ...and for a few sends (a visitor who sends, goes back and sends again), not for a flood. */
export const FORM_TOKEN_MAX_USES = 3;

/** Why a post looks automated by its form token. */
export type FormTokenProblem =
  | { problem: "no-token" }
  | { problem: "too-quick"; elapsedMs: number }
  | { problem: "expired"; elapsedMs: number }
  /** A bot replaying a token it fetched once. */
  | { problem: "replayed"; uses: number };

/** What checking a form's token needs: its signer, the count of its uses, the least fill time. */
export interface FormTokenCheck {
  formTokens: FormTokens;
  formTokenUses: FormTokenUses;
  /** A form sent sooner than this after it was rendered is suspicious (CONTACT_MIN_FILL_MS). */
  minFillMs: number;
}

/**
 * The one check of a form's token, for every form that posts one (the contact form's ways in, the
 * /book form): null when the form was filled in at a human pace; else why not. Each form words
 * the problem its own way (the contact form holds the post as spam, /book refuses it).
 */
export async function formTokenProblem(
  check: FormTokenCheck,
  token: unknown,
  receivedAt: number,
): Promise<FormTokenProblem | null> {
  const given = typeof token === "string" ? token : null;
  const renderedAt = check.formTokens.renderedAt(given, receivedAt);
  if (renderedAt === null || given === null) return { problem: "no-token" };
  const elapsedMs = receivedAt - renderedAt;
  if (elapsedMs < check.minFillMs) return { problem: "too-quick", elapsedMs };
  if (elapsedMs > FORM_TOKEN_LIFETIME_MS) return { problem: "expired", elapsedMs };
  const uses = await check.formTokenUses.count(given, renderedAt + FORM_TOKEN_LIFETIME_MS);
  return uses > FORM_TOKEN_MAX_USES ? { problem: "replayed", uses } : null;
}
