import { expect, test } from "@playwright/test";
import { missingPage, sitePages } from "../site-routes";
import { SCRIPTS_BEFORE_PAINT_MARK } from "../../app/paint-first.server";
import { twoFrames } from "./site-helpers";

/**
 * The page paints from its HTML alone: the stylesheet is inline and no script is even requested
 * before the first contentful paint (docs/decisions/010-paint-before-javascript.md); then the app
 * starts as usual.
 */
for (const path of [...sitePages, missingPage]) {
  test(`paints before it asks for any script, then comes alive: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const timing = await page.evaluate(
      (mark) => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // On a busy machine the page may take over a second to paint: the app then starts anyway.
        gaveUpWaiting: performance.getEntriesByName(mark)[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      }),
      SCRIPTS_BEFORE_PAINT_MARK,
    );
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    const scriptsFrom = Math.min(timing.firstPaint!, timing.gaveUpWaiting ?? Infinity);
    for (const script of timing.scripts) {
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(scriptsFrom);
    }
    expect(timing.stylesheets).toBe(0);
  });
}

/**
 * On a slow phone the web fonts arrive after the first paint; they must not move what the
 * visitor already sees (a font swapped in late re-wraps every line). The fonts are held back here
 * until well after the page has painted.
 */
const FONT_DELAY_MS = 1500;

for (const path of [...sitePages, missingPage]) {
  test(`a web font arriving after the first paint moves nothing: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    // When every preloaded font has come: the time the first of them came.
    const fontsArrived = await page.waitForFunction(() => {
      const fonts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2")) as PerformanceResourceTiming[];
      const preloaded = document.querySelectorAll('link[rel="preload"][as="font"]').length;
      return (
        preloaded > 0 &&
        fonts.length === preloaded &&
        Math.min(...fonts.map((font) => font.responseEnd))
      );
    });
    // Two frames after the fonts came: time for a late swap to be laid out and reported.
    await twoFrames(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      shifts: (window as { layoutShifts?: number[] }).layoutShifts ?? [],
    }));
    expect(await fontsArrived.jsonValue()).toBeGreaterThan(timing.firstPaint);
    expect(timing.shifts).toEqual([]);
  });
}
