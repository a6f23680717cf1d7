import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { missingPage, sitePages } from "../site-routes";
import { gotoInteractive, pageAxeViolations, showEverything } from "./site-helpers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    // The testimonials stand still, as for a visitor who asks for less motion: a slide caught
    // mid-fade by axe on a busy machine has the contrast of its fade, not of the page.
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    // axe on a full page takes a while on a busy machine.
    test.slow();

    for (const path of [...sitePages, missingPage]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await gotoInteractive(page, path);
        expect(await pageAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, "/");
  await showEverything(page);
  await page.getByRole("button", { name: "Menu" }).click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("each demo tab panel has no axe violations", async ({ page }) => {
  await gotoInteractive(page, "/");
  for (const tab of ["Chatbot Demo", "AI-Powered Website"]) {
    await page.getByRole("tab", { name: tab }).click();
    const results = await new AxeBuilder({ page })
      .include("#demo-section")
      .withTags(WCAG_TAGS)
      .analyze();
    expect(
      results.violations.map((violation) => violation.id),
      tab,
    ).toEqual([]);
  }
});

test("focus is visible on keyboard navigation", async ({ page }) => {
  await gotoInteractive(page, "/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
});
