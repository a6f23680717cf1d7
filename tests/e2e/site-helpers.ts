import { waitForElementHydration } from "../support/hydration";
import type { Page } from "@playwright/test";

/** Opens a page and waits until React Router has taken it over, so clicks reach React. */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // The layout is hydrated: the site's links open their pages in the same document from then on.
  await waitForElementHydration(page.locator("main"));
  return response;
}

/** Waits two frames: time for what changed to be laid out, and for observers to report on it. */
export async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
