/** Pages rendered to HTML at build time and served as files; every other route renders per request. */
export const prerenderedPaths = [
  "/",
  "/products",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
] as const;
