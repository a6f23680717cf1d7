import { expect, test } from "@playwright/test";
import { axeViolations, expectNoAxeViolations } from "./axe";
import { missingPage, sitePages } from "../site-routes";
import { gotoInteractive, pageAxeViolations, showEverything } from "./site-helpers";

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

// The scans above are as cheap as axe allows (tests/e2e/axe.ts): they still find what they are for.
test("the scan names faults planted in a page, and only those inside the part it is given", async ({
  page,
}) => {
  await gotoInteractive(page, "/about");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const faint = Object.assign(document.createElement("p"), { textContent: "Faint words" });
    faint.style.cssText = "color: #d4d4d4; background: #fff";
    const image = Object.assign(document.createElement("img"), { src: "/favicon.ico" });
    main.prepend(faint, image);
    const unnamed = document.createElement("button");
    unnamed.id = "planted-unnamed";
    document.querySelector("footer")!.append(unnamed);
  });
  const ids = (violations: { id: string }[]) => violations.map((violation) => violation.id).sort();
  expect(ids(await axeViolations(page))).toEqual(["button-name", "color-contrast", "image-alt"]);
  expect(ids(await axeViolations(page, { include: "main" }))).toEqual([
    "color-contrast",
    "image-alt",
  ]);
  expect(ids(await axeViolations(page, { rules: ["color-contrast"] }))).toEqual(["color-contrast"]);
});

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, "/");
  await showEverything(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expectNoAxeViolations(page);
});

test("each demo tab panel has no axe violations", async ({ page }) => {
  await gotoInteractive(page, "/");
  for (const tab of ["Chatbot Demo", "AI-Powered Website"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectNoAxeViolations(page, { include: "#demo-section", where: tab });
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
