import { hash, verify } from "@node-rs/argon2";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../core/inbox/password-rules";

/** argon2id (the library's default algorithm) with the library's default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows: checked when there is no account, so both cost the same. */
const dummyHash = hash("no account has this password, it only spends the same time");

/** Checks a password against a stored hash, or against a dummy one (always false) without one. */
export async function verifyPassword(storedHash: string | null, password: string) {
  const against = storedHash ?? (await dummyHash);
  const matches = await verify(against, password).catch(() => false);
  return storedHash !== null && matches;
}

export type PasswordProblem = "too-short" | "too-long";

export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too-long";
  return null;
}
