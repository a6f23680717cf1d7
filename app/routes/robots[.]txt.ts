import { absoluteUrl, siteUrlFrom } from "~/seo/site-url.server";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  const sitemap = absoluteUrl(siteUrlFrom(context), "/sitemap.xml");
  return new Response(`User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: ${sitemap}\n`, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
