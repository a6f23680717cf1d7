const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The public origin for canonical URLs, Open Graph tags and the sitemap.
 *
 * Pages rendered per request get it from the server's validated configuration, which the request
 * handler passes as load context `{ config }`. Prerendered pages are rendered by the build, where
 * no server (and no load context) exists: they read `SITE_URL` from the build's environment, so
 * their value is baked in at build time (docs/decisions/002-prerendered-pages-bake-site-url.md).
 */
export function siteUrlFrom(context: { config?: { SITE_URL: string } } | undefined): string {
  return (context?.config?.SITE_URL ?? process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(
    /\/+$/,
    "",
  );
}

/** A path of the site as an absolute URL on its public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
