import { sameSecret } from "../http/secrets";

/** The header in which the provider sends the secret configured on the assistant's server URL. */
export const SECRET_HEADER = "x-vapi-secret";

/** Whether a request's header holds the configured secret, compared in constant time. */
export function secretChecker(expected: string) {
  return (given: string | undefined) => given !== undefined && sameSecret(given, expected);
}
