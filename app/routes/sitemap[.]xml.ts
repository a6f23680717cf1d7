import { pageSeo } from "~/content/seo";
import { absoluteUrl, siteUrlFrom } from "~/seo/site-url.server";
import type { Route } from "./+types/sitemap[.]xml";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFrom(context);
  const urls = Object.values(pageSeo)
    .map((page) => `  <url><loc>${absoluteUrl(siteUrl, page.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
