import type { Page } from "@playwright/test";

/** Opens a page and waits until React Router has taken it over, so clicks reach React. */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  return response;
}
