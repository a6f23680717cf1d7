import { hash, verify } from "@node-rs/argon2";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../core/inbox/password-rules";
import { createWorkQueue, QUEUE_FULL } from "../limits/work-queue";

/** argon2id (the library's default algorithm) with the library's default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows: checked when there is no account, so both cost the same. */
const dummyHash = hash("no account has this password, it only spends the same time");

/**
 * Password checks run one at a time, with a short line behind. Each holds one of libuv's four
 * threads, which also compress pages and read files, for about 10 ms of a core: hundreds handed
 * to it at once stall every page behind them. One at a time still checks some 100 passwords a
 * second, far more than staff sign in.
 */
const passwordChecks = createWorkQueue({ running: 1, waiting: 16 });

/**
 * Checks a password against a stored hash, or against a dummy one (always false) without one;
 * "busy" when too many checks are waiting already (none was made).
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean | "busy"> {
  const against = storedHash ?? (await dummyHash);
  const matches = await passwordChecks.run(() => verify(against, password).catch(() => false));
  if (matches === QUEUE_FULL) return "busy";
  return storedHash !== null && matches;
}

export type PasswordProblem = "too-short" | "too-long";

export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too-long";
  return null;
}
