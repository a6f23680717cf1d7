import { expect, test } from "@playwright/test";
import { siteLanguages, twinPath } from "../../core/content/languages";
import { missingPage, sitePages } from "../site-routes";

test("every page has its own title, description, canonical URL, Open Graph and Twitter tags", async ({
  page,
}) => {
  test.slow();
  const titles = new Set<string>();
  for (const path of sitePages) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).not.toBe("");
    titles.add(title);
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[name="description"]'), path).toBeTruthy();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
    expect(await meta('meta[property="og:url"]'), path).toBe(canonical);
    expect(await meta('meta[property="og:title"]'), path).toBe(title);
    expect(await meta('meta[property="og:image"]'), path).toMatch(
      /^https?:\/\/[^/]+\/og-image\.png$/,
    );
    expect(await meta('meta[name="twitter:card"]'), path).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:title"]'), path).toBe(title);
  }
  expect(titles.size).toBe(sitePages.length);
});

test("server-rendered pages take their absolute URLs from SITE_URL", async ({ page, baseURL }) => {
  await page.goto("/contact");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contact`);
});

for (const path of ["/", "/about"]) {
  test(`${path} describes the business as a Florida ProfessionalService`, async ({ page }) => {
    await page.goto(path);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.address.addressRegion).toBe("FL");
    expect(data.areaServed).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Florida" })]),
    );
  });
}

test("the 404 page is not indexed", async ({ page }) => {
  await page.goto(missingPage);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("sitemap.xml lists every page, each followed by its Spanish twin, with absolute URLs", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const withTwins = sitePages.flatMap((path) => {
    const twin = twinPath(path, siteLanguages.es.paths);
    return twin === path ? [path] : [path, twin];
  });
  expect(locations).toEqual(withTwins.map((path) => `${baseURL}${path === "/" ? "/" : path}`));
});

test("robots.txt allows crawling and points at the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the favicon and the Open Graph image are served", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og-image.png", "image/png"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});

test("no page load requests any host but the site's own", async ({ page, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== origin) foreign.push(`${page.url()} -> ${request.url()}`);
  });
  for (const path of [...sitePages, missingPage]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
