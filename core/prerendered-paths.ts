/** Pages rendered to HTML at build time and served as files; every other route renders per request. */
export const prerenderedPaths = [
  "/",
  "/products",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/**
 * Pages rendered per request whose HTML depends on the URL alone, but for the CSP nonce and the
 * contact form's token: the server renders each once and fills those in (server/page-cache.ts).
 */
export const keptRenderedPaths = ["/contact"] as const;
