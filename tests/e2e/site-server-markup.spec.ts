import { expect, test } from "@playwright/test";
import { privacyPolicy, termsOfService } from "../../app/content/legal";
import { gotoInteractive } from "./site-helpers";

/**
 * Content left as the server sent it (ServerMarkup, docs/decisions/018): the words stay once the
 * page is alive, and a client-side navigation to such a page renders them in the browser.
 */
test("a legal page keeps its words once alive, and another opened from it shows its own", async ({
  page,
}) => {
  await gotoInteractive(page, "/terms-of-service");
  const lastSection = termsOfService.sections.at(-1)!;
  await expect(page.getByRole("heading", { name: lastSection.heading })).toBeAttached();
  await expect(page.getByText(termsOfService.intro)).toBeAttached();

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: privacyPolicy.title })).toBeVisible();
  await expect(page.getByText(privacyPolicy.intro)).toBeAttached();
  await expect(
    page.getByRole("heading", { name: privacyPolicy.sections.at(-1)!.heading }),
  ).toBeAttached();
  // Opened by React Router in the same document, not loaded from the server.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
