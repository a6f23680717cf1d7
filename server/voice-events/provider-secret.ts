import { createHash, timingSafeEqual } from "node:crypto";

/** The header in which the provider sends the secret configured on the assistant's server URL. */
export const SECRET_HEADER = "x-vapi-secret";

/**
 * Compares in constant time. Both sides are hashed first, so the buffers are of equal length and
 * the comparison takes the same time whatever the length of the guess.
 */
export function secretChecker(expected: string) {
  const expectedHash = sha256(expected);
  return (given: string | undefined) =>
    given !== undefined && timingSafeEqual(sha256(given), expectedHash);
}

function sha256(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}
