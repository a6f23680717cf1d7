import { expect, type Locator, type Page } from "@playwright/test";

/** React tags each DOM node it has hydrated with a key that starts so (its props). */
const HYDRATED_KEY_PREFIX = "__reactProps";

/**
 * Waits until React has hydrated the page: a button tagged by React has its click handler.
 * Clicking earlier reaches inert HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    (prefix) =>
      [...document.querySelectorAll("button")].some((button) =>
        Object.keys(button).some((key) => key.startsWith(prefix)),
      ),
    HYDRATED_KEY_PREFIX,
  );
}

/** Whether React has hydrated this element (a part of the page hydrated on its own may come later). */
export function isElementHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element, prefix) => Object.keys(element).some((key) => key.startsWith(prefix)),
    HYDRATED_KEY_PREFIX,
  );
}

/** Waits until React has hydrated one element. */
export async function waitForElementHydration(locator: Locator) {
  await expect.poll(() => isElementHydrated(locator)).toBe(true);
}
