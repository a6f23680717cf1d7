import type { MetaDescriptor } from "react-router";
import { SOURCE_LANGUAGE, siteLanguages, type PageKey } from "../../core/content/languages";
import { brand } from "../../core/content/site";
import type { PagePlace } from "~/language/page-language.server";
import { siteWords } from "~/language/site-words.server";
import { absoluteUrl } from "./site-url.server";
import { professionalServiceJsonLd } from "./structured-data.server";

/** Open Graph writes a locale with an underscore: es_US. */
const ogLocale = (locale: string) => locale.replace("-", "_");

/** Pages that describe the business with schema.org structured data. */
const pagesWithStructuredData = new Set<PageKey>(["home", "about"]);

/**
 * The meta tags of the page at a place: a page of the site map in its language, or the 404 page.
 * Built on the server (the root loader) so the SEO copy and structured data never ship in the
 * browser bundle. A page with twins names each (`hreflang`, its own included) and the source's
 * as `x-default`; its canonical URL is its own.
 */
export function metaForPlace(siteUrl: string, place: PagePlace): MetaDescriptor[] {
  const { seo } = siteWords(place.language);
  const key = place.page?.key;
  const page = key && key in seo.pages ? seo.pages[key as keyof typeof seo.pages] : null;
  const own = place.alternates.find((alternate) => alternate.language === place.language);
  if (!key || !page || !own) {
    return [
      { title: seo.notFound.title },
      { name: "description", content: seo.notFound.description },
      { name: "robots", content: "noindex" },
    ];
  }
  const url = absoluteUrl(siteUrl, own.path);
  const image = absoluteUrl(siteUrl, seo.ogImage.path);
  const others = place.alternates.filter((alternate) => alternate !== own);
  const source = place.alternates.find((alternate) => alternate.language === SOURCE_LANGUAGE);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(others.length > 0 && source
      ? [
          ...place.alternates.map((alternate) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: alternate.language,
            href: absoluteUrl(siteUrl, alternate.path),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(siteUrl, source.path),
          },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(seo.ogImage.width) },
    { property: "og:image:height", content: String(seo.ogImage.height) },
    { property: "og:image:alt", content: seo.ogImage.alt },
    { property: "og:locale", content: ogLocale(siteLanguages[place.language].locale) },
    ...others.map((alternate) => ({
      property: "og:locale:alternate",
      content: ogLocale(siteLanguages[alternate.language].locale),
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: seo.ogImage.alt },
  ];
  if (pagesWithStructuredData.has(key)) {
    tags.push({ "script:ld+json": professionalServiceJsonLd(siteUrl, place) });
  }
  return tags;
}
