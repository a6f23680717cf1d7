import { waitForElementHydration } from "../support/hydration";
import type { Page } from "@playwright/test";
import { axeViolations, describeViolations } from "./axe";

/**
 * A slower phone from here on: the page's processor slowed `rate` times through CDP (4× is
 * Lighthouse's mobile slowdown). Chromium's throttling busy-waits, so a slowed page spins a core
 * for as long as it is slowed, idle or not: a test slows the phone where its check begins, and
 * gives it back its full speed (`fullSpeed`) where the check ends.
 */
export async function slowPhone(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { fullSpeed: () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }) };
}

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

/**
 * Scrolls through the page so every group that fades in is shown, as a visitor would see it:
 * axe scrolls to what it checks, and a card caught mid-fade has the contrast of its faded text.
 */
export async function showEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(800);
}

/** The whole page's WCAG 2.2 AA violations, each with its first few places: none is `[]`. */
export async function pageAxeViolations(page: Page) {
  await showEverything(page);
  return describeViolations(await axeViolations(page));
}
