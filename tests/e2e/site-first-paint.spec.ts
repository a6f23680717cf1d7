import { expect, test } from "@playwright/test";
import { missingPage, sitePages } from "../site-routes";

/**
 * The page paints from its HTML alone: the stylesheet is inline and no script is even requested
 * before the first contentful paint (docs/decisions/010-paint-before-javascript.md); then the app
 * starts as usual.
 */
for (const path of [...sitePages, missingPage]) {
  test(`paints before it asks for any script, then comes alive: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(timing.firstPaint!);
    }
    expect(timing.stylesheets).toBe(0);
  });
}
