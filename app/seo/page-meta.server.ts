import type { MetaDescriptor } from "react-router";
import { notFoundSeo, ogImage, pageSeo, type PageSeo } from "~/content/seo";
import { brand } from "../../core/content/site";
import { absoluteUrl } from "./site-url.server";
import { professionalServiceJsonLd } from "./structured-data.server";

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
function pageMeta(siteUrl: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, page.path);
  const image = absoluteUrl(siteUrl, ogImage.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: ogImage.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: ogImage.alt },
  ];
}

/** Pages that describe the business with schema.org structured data. */
const pathsWithStructuredData = new Set(["/", "/about"]);

/**
 * The meta tags of the page at `pathname`: a page of the site map, or the 404 page. Built on the
 * server (the root loader) so the SEO copy and structured data never ship in the browser bundle.
 */
export function metaForPath(siteUrl: string, pathname: string): MetaDescriptor[] {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = Object.values(pageSeo).find((candidate) => candidate.path === normalized);
  if (!page) {
    return [
      { title: notFoundSeo.title },
      { name: "description", content: notFoundSeo.description },
      { name: "robots", content: "noindex" },
    ];
  }
  const tags = pageMeta(siteUrl, page);
  if (pathsWithStructuredData.has(page.path)) {
    tags.push({ "script:ld+json": professionalServiceJsonLd(siteUrl) });
  }
  return tags;
}
