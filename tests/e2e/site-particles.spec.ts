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
  // The page starts the worker as it marks the canvas drawn; the browser tells the test of the
  // worker a moment later (beside a busy process, after the mark: seen as a red run).
  await expect
    .poll(() => page.workers().map((worker) => worker.url()))
    .toEqual([expect.stringMatching(/\/assets\/particle\.worker-[\w-]+\.js$/)]);
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
  // From load on, the page's main thread is blocked for 80 ms every half second, for four seconds;
  // the page notes when each block ended and when the canvas was handed its first frame. Noted in
  // the page, not read from outside after a fixed wait: beside a busy process, a test's own steps
  // after load could outlast the two quiet seconds before the first block came (a red run).
  await page.addInitScript(() => {
    const noted = { loadedAt: 0, lastBlockEnd: 0, drawnAt: 0, blocking: true };
    Object.assign(window, { particleTimes: noted });
    const block = () => {
      const end = performance.now() + 80;
      while (performance.now() < end);
      noted.lastBlockEnd = performance.now();
    };
    window.addEventListener("load", () => {
      noted.loadedAt = performance.now();
      const timer = setInterval(block, 500);
      setTimeout(() => {
        clearInterval(timer);
        noted.blocking = false;
      }, 4000);
    });
    new MutationObserver(() => {
      if (!noted.drawnAt && document.querySelector("canvas[data-drawn]")) {
        noted.drawnAt = performance.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-drawn"] });
  });
  await gotoInteractive(page, "/");
  await drawnField(page);
  await page.waitForFunction(
    () => !(window as unknown as { particleTimes: { blocking: boolean } }).particleTimes.blocking,
  );
  const { loadedAt, lastBlockEnd, drawnAt } = await page.evaluate(
    () =>
      (
        window as unknown as {
          particleTimes: Record<"loadedAt" | "lastBlockEnd" | "drawnAt", number>;
        }
      ).particleTimes,
  );
  // The blocks went on past the two seconds a field that ignored them would have waited.
  expect(lastBlockEnd - loadedAt).toBeGreaterThan(3000);
  // Two quiet seconds after the last long task at the earliest: each block put the start back.
  expect(
    drawnAt - lastBlockEnd,
    `drawn ${drawnAt} ms, last block ended ${lastBlockEnd}`,
  ).toBeGreaterThanOrEqual(2000);
});
