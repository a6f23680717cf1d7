import { pageSeo } from "~/content/seo";
import { placeOf } from "~/language/page-language.server";
import { absoluteUrl, siteUrlFrom } from "~/seo/site-url.server";
import type { Route } from "./+types/sitemap[.]xml";

/**
 * Every page of the site map in every language the site serves, each listing its twins and itself
 * (`xhtml:link`, as search engines read alternates from a sitemap) with the source's as x-default:
 * the same alternates as the pages' own head (app/seo/page-meta.server.ts).
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFrom(context);
  const urls = Object.values(pageSeo).flatMap((page) => {
    const { alternates } = placeOf(page.path, context);
    const links =
      alternates.length > 1
        ? [
            ...alternates.map(({ language, path }) => [language, path] as const),
            ["x-default", page.path] as const,
          ].map(
            ([hreflang, path]) =>
              `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(siteUrl, path)}"/>`,
          )
        : [];
    return alternates.map(({ path }) =>
      [`  <url>`, `    <loc>${absoluteUrl(siteUrl, path)}</loc>`, ...links, `  </url>`].join("\n"),
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
