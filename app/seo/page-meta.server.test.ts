import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "../../core/content/languages";
import { pageSeo } from "~/content/seo";
import { placeOf } from "~/language/page-language.server";
import { metaForPlace } from "./page-meta.server";
import { siteUrlFrom } from "./site-url.server";

const SITE = "https://agency.test";

/** A server's context serving `languages` (SITE_LANGUAGES). */
const serving = (languages: Language[]) =>
  ({ config: { SITE_LANGUAGES: languages } }) as unknown as AppLoadContext;

const metaAt = (path: string, languages: Language[] = ["en", "es"]) =>
  metaForPlace(SITE, placeOf(path, serving(languages)));

type Tags = ReturnType<typeof metaAt>;

function find(tags: Tags, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

const alternates = (tags: Tags) =>
  Object.fromEntries(
    tags
      .filter((tag) => (tag as Record<string, unknown>).rel === "alternate")
      .map((tag) => [
        (tag as Record<string, string>).hrefLang,
        (tag as Record<string, string>).href,
      ]),
  );

describe("metaForPlace", () => {
  it("gives every English page absolute canonical, Open Graph and Twitter URLs", () => {
    for (const page of Object.values(pageSeo)) {
      const tags = metaAt(page.path);
      const url = page.path === "/" ? `${SITE}/` : `${SITE}${page.path}`;
      expect(find(tags, "rel", "canonical")?.href).toBe(url);
      expect(find(tags, "property", "og:url")?.content).toBe(url);
      expect(find(tags, "property", "og:image")?.content).toBe(`${SITE}/og-image.png`);
      expect(find(tags, "name", "twitter:image")?.content).toBe(`${SITE}/og-image.png`);
      expect(find(tags, "property", "og:locale")?.content).toBe("en_US");
      expect(tags).toContainEqual({ title: page.title });
    }
  });

  it("names a page's Spanish twin and its own page both ways, with x-default", () => {
    const english = metaAt("/about");
    const spanish = metaAt("/es/nosotros");
    const both = {
      en: `${SITE}/about`,
      es: `${SITE}/es/nosotros`,
      "x-default": `${SITE}/about`,
    };
    expect(alternates(english)).toEqual(both);
    expect(alternates(spanish)).toEqual(both);
    expect(find(spanish, "rel", "canonical")?.href).toBe(`${SITE}/es/nosotros`);
    expect(find(spanish, "property", "og:locale")?.content).toBe("es_US");
    expect(find(spanish, "property", "og:locale:alternate")?.content).toBe("en_US");
    expect(spanish).toContainEqual({ title: "Sobre nosotros | Sunward AI" });
    expect(alternates(metaAt("/es"))).toMatchObject({ en: `${SITE}/`, es: `${SITE}/es` });
  });

  it("names the booking page's twin, and no alternate when the site serves English alone", () => {
    const book = {
      en: `${SITE}/book`,
      es: `${SITE}/es/reservar`,
      "x-default": `${SITE}/book`,
    };
    expect(alternates(metaAt("/book"))).toEqual(book);
    expect(alternates(metaAt("/es/reservar"))).toEqual(book);
    expect(find(metaAt("/es/reservar"), "rel", "canonical")?.href).toBe(`${SITE}/es/reservar`);
    expect(alternates(metaAt("/book", ["en"]))).toEqual({});
    expect(alternates(metaAt("/about", ["en"]))).toEqual({});
    expect(find(metaAt("/about", ["en"]), "property", "og:locale:alternate")).toBeUndefined();
  });

  it("matches a path with a trailing slash to its page", () => {
    expect(metaAt("/about/")).toContainEqual({ title: pageSeo.about.title });
    expect(metaAt("/es/nosotros/")).toContainEqual({ title: "Sobre nosotros | Sunward AI" });
  });

  it("adds ProfessionalService structured data to the home and about pages only, in their language", () => {
    const withJsonLd = [...Object.values(pageSeo).map((page) => page.path), "/es", "/es/productos"]
      .filter((path) => metaAt(path).some((tag) => "script:ld+json" in tag))
      .sort();
    expect(withJsonLd).toEqual(["/", "/about", "/es"]);
    const spanish = metaAt("/es").find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(spanish["script:ld+json"]).toMatchObject({
      url: `${SITE}/es`,
      slogan: "IA centrada en las personas para negocios reales",
      areaServed: [
        { "@type": "State", name: "Florida" },
        { "@type": "Country", name: "Estados Unidos" },
      ],
      knowsLanguage: ["en-US", "es-US"],
    });
  });

  it("marks an unknown path noindex, without a canonical URL, in its language", () => {
    const tags = metaAt("/nowhere");
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(metaAt("/es/ninguna-parte")).toContainEqual({
      title: "Página no encontrada | Sunward AI",
    });
    // With Spanish not served, /es/... is an English path the site does not have.
    expect(metaAt("/es/nosotros", ["en"])).toContainEqual({ title: "Page not found | Sunward AI" });
  });
});

describe("siteUrlFrom", () => {
  it("prefers the server's configuration and drops a trailing slash", () => {
    expect(siteUrlFrom({ config: { SITE_URL: "https://a.test/" } })).toBe("https://a.test");
  });

  it("falls back to the build environment, then to localhost:3000", () => {
    const saved = process.env.SITE_URL;
    try {
      process.env.SITE_URL = "https://built.test";
      expect(siteUrlFrom(undefined)).toBe("https://built.test");
      delete process.env.SITE_URL;
      expect(siteUrlFrom({})).toBe("http://localhost:3000");
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });
});
