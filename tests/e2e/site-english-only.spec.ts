import { expect, test } from "@playwright/test";
import { siteLanguages } from "../../core/content/languages";
import { sitePages, spanishPages } from "../site-routes";
import { builtCopy } from "../support/project-copy";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../support/production-server";

/**
 * A fork that serves English alone (SITE_LANGUAGES=en), built and served so, in a copy of the
 * project: no Spanish page, no alternate, no switch, no Spanish entry in the sitemap.
 */

// One worker for the file: the site is built once.
test.describe.configure({ mode: "default" });

let server: RunningServer | undefined;
test.beforeAll(async () => {
  // A build of the site (about 30 s alone, minutes on a busy machine), then a server's start.
  test.setTimeout(START_HOOK_BUDGET_MS + 240_000);
  const copy = builtCopy({ prefix: "english-only", env: { SITE_LANGUAGES: "en" } });
  server = await startServer({ cwd: copy, env: { SITE_LANGUAGES: "en" } });
});
test.afterAll(async () => {
  await server?.stop();
});

test("has no Spanish page: each Spanish path is the English page not found", async ({ page }) => {
  for (const path of spanishPages) {
    const response = await page.goto(server!.origin + path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("names no alternate and offers no switch, on a prerendered page and a rendered one", async ({
  browser,
}) => {
  const spanishBrowser = await browser.newContext({ locale: "es-US" });
  const page = await spanishBrowser.newPage();
  for (const path of ["/about", "/contact"]) {
    await page.goto(server!.origin + path);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Language" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: siteLanguages.es.nativeName })).toHaveCount(0);
    await expect(page.getByText(siteLanguages.es.offer.text)).toHaveCount(0);
  }
  await spanishBrowser.close();
});

test("lists the English pages alone in its sitemap, without alternates", async ({ request }) => {
  const xml = await (await request.get(`${server!.origin}/sitemap.xml`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locations).toEqual(sitePages);
  expect(xml).not.toContain("hreflang");
});
