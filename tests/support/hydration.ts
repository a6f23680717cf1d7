import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page: it tags the DOM nodes it owns with `__reactProps`
 * keys, so a button with one has its click handler. Clicking earlier reaches inert HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button")].some((button) =>
      Object.keys(button).some((key) => key.startsWith("__reactProps")),
    ),
  );
}
