import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoInteractive } from "./site-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

/**
 * The hero's particle field: handed to a worker once the page has settled, so its frames never
 * take the page's main thread nor compete with the page coming alive; still under reduced motion.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function drawnField(page: Page): Promise<Locator> {
  const canvas = page.locator("canvas[data-drawn]").first();
  // It starts two seconds after the page's last long task; a busy test machine has a few.
  await expect(canvas).toBeAttached({ timeout: 15_000 });
  return canvas;
}

/** Two pictures of the canvas a little apart, the page's CSS animations stopped. */
async function twoFrames(canvas: Locator) {
  const first = await canvas.screenshot({ animations: "disabled" });
  await canvas.page().waitForTimeout(600);
  const second = await canvas.screenshot({ animations: "disabled" });
  return [first, second] as const;
}

test("the particle field is drawn and moved by a worker, not by the page", async ({ page }) => {
  await gotoInteractive(page, "/");
  const canvas = await drawnField(page);
  expect(page.workers().map((worker) => worker.url())).toEqual([
    expect.stringMatching(/\/assets\/particle\.worker-[\w-]+\.js$/),
  ]);
  // A canvas handed to a worker cannot be drawn on from the page any more.
  const pageCanDraw = await canvas.evaluate((element: HTMLCanvasElement) => {
    try {
      return element.getContext("2d") !== null;
    } catch {
      return false;
    }
  });
  expect(pageCanDraw).toBe(false);
  const [first, second] = await twoFrames(canvas);
  expect(first.equals(second)).toBe(false);
});

test("under reduced motion the particle field is a still frame", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoInteractive(page, "/");
  const canvas = await drawnField(page);
  const [first, second] = await twoFrames(canvas);
  expect(first.equals(second)).toBe(true);
});

test("the particle field waits for the page to settle: each long task puts its start back", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  // The page's main thread blocked for 80 ms every half second, for four seconds.
  await page.evaluate(() => {
    const block = () => {
      const end = performance.now() + 80;
      while (performance.now() < end);
    };
    const timer = setInterval(block, 500);
    setTimeout(() => clearInterval(timer), 4000);
  });
  await page.waitForTimeout(3500);
  await expect(page.locator("canvas[data-drawn]")).toHaveCount(0);
  await drawnField(page);
});
