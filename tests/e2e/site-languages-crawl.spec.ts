import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitePages, spanishPages } from "../site-routes";

/**
 * A crawler's walk through the site's languages: every page in the sitemap and every page its
 * alternates name, English and Spanish, is read from the server as a search engine reads it. Each
 * names itself canonical, its alternates are reciprocal (each twin names the same set), carry
 * x-default, and are exactly the sitemap's for that page. Paths are compared, not origins:
 * prerendered pages carry the SITE_URL of their build (decision 002).
 */

type Alternates = Record<string, string>;

const pathOf = (href: string) => new URL(href).pathname;

/** A page's canonical path and alternates (hreflang -> path), from its HTML's head. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const canonical = links.find((tag) => attribute(tag, "rel") === "canonical");
  const alternates: Alternates = Object.fromEntries(
    links
      .filter((tag) => attribute(tag, "rel") === "alternate")
      .map((tag) => [attribute(tag, "hreflang"), pathOf(attribute(tag, "href"))]),
  );
  return { canonical: canonical ? pathOf(attribute(canonical, "href")) : null, alternates };
}

/** The sitemap's pages, each with the alternates it lists for it. */
async function sitemapOf(request: APIRequestContext): Promise<Map<string, Alternates>> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = new Map<string, Alternates>();
  for (const [, url = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = pathOf(/<loc>([^<]+)<\/loc>/.exec(url)![1]!);
    const alternates: Alternates = Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang = "", href = ""]) => [hreflang, pathOf(href)],
      ),
    );
    entries.set(loc, alternates);
  }
  return entries;
}

test("every page's alternates are reciprocal, carry x-default and match the sitemap", async ({
  request,
}) => {
  test.slow();
  const sitemap = await sitemapOf(request);
  expect([...sitemap.keys()].sort()).toEqual([...sitePages, ...spanishPages].sort());

  const heads = new Map<string, Awaited<ReturnType<typeof headOf>>>();
  const toVisit = [...sitemap.keys()];
  while (toVisit.length > 0) {
    const path = toVisit.shift()!;
    if (heads.has(path)) continue;
    const head = await headOf(request, path);
    heads.set(path, head);
    // A twin the alternates name is crawled too, whether the sitemap lists it or not.
    toVisit.push(...Object.values(head.alternates));
  }

  for (const [path, { canonical, alternates }] of heads) {
    expect(canonical, path).toBe(path);
    expect(alternates, `${path} in the sitemap`).toEqual(sitemap.get(path));
    const twins = Object.entries(alternates).filter(([hreflang]) => hreflang !== "x-default");
    if (twins.length === 0) continue;
    // Itself among its alternates, the English page as x-default, and every twin naming the same.
    expect(Object.values(alternates), path).toContain(path);
    expect(alternates["x-default"], path).toBe(alternates.en);
    for (const [hreflang, twin] of twins) {
      expect(heads.get(twin)?.alternates, `${path} -> ${hreflang} ${twin}`).toEqual(alternates);
    }
  }

  // Every page has its twin, the booking page's included.
  const withoutTwin = [...heads].filter(([, head]) => Object.keys(head.alternates).length === 0);
  expect(withoutTwin.map(([path]) => path)).toEqual([]);
  expect(heads.get("/es/reservar")?.alternates).toEqual({
    en: "/book",
    es: "/es/reservar",
    "x-default": "/book",
  });
});
