import type { HeadersArgs } from "react-router";

/** `Retry-After` for a refusal that says how long to wait (a rate limit's 429). */
export const retryAfterInit = (answer: { retryAfterSeconds?: number }): HeadersInit =>
  answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {};

/**
 * A booking page's `headers` export: React Router sends the headers an action or a loader set
 * (by `data()`) only through it, for the page and its `.data` twin alike; without it a 429's
 * `Retry-After` was dropped.
 */
export function retryAfterHeaders({ actionHeaders, loaderHeaders }: HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
