import { describe, expect, it } from "vitest";
import { pageSeo } from "~/content/seo";
import { metaForPath } from "./page-meta.server";
import { siteUrlFrom } from "./site-url.server";

const SITE = "https://agency.test";

function find(tags: ReturnType<typeof metaForPath>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("metaForPath", () => {
  it("gives every page of the site map absolute canonical, Open Graph and Twitter URLs", () => {
    for (const page of Object.values(pageSeo)) {
      const tags = metaForPath(SITE, page.path);
      const url = page.path === "/" ? `${SITE}/` : `${SITE}${page.path}`;
      expect(find(tags, "rel", "canonical")?.href).toBe(url);
      expect(find(tags, "property", "og:url")?.content).toBe(url);
      expect(find(tags, "property", "og:image")?.content).toBe(`${SITE}/og-image.png`);
      expect(find(tags, "name", "twitter:image")?.content).toBe(`${SITE}/og-image.png`);
      expect(tags).toContainEqual({ title: page.title });
    }
  });

  it("matches a path with a trailing slash to its page", () => {
    expect(metaForPath(SITE, "/about/")).toContainEqual({ title: pageSeo.about.title });
  });

  it("adds ProfessionalService structured data to / and /about only", () => {
    const withJsonLd = Object.values(pageSeo)
      .filter((page) => metaForPath(SITE, page.path).some((tag) => "script:ld+json" in tag))
      .map((page) => page.path);
    expect(withJsonLd).toEqual(["/", "/about"]);
  });

  it("marks an unknown path noindex, without a canonical URL", () => {
    const tags = metaForPath(SITE, "/nowhere");
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
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
