import { expect, test, type Locator, type Page } from "@playwright/test";
import { capabilitiesSection } from "../../app/content/home";
import { servicesSection } from "../../app/content/products";
import { waitForElementHydration } from "../support/hydration";
import { gotoInteractive, twoFrames } from "./site-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

/**
 * Card groups below the fold fade in, one card after another, as they scroll into view; a group
 * already on screen when the page comes alive is never hidden, and reduced motion shows all at once.
 */
function capabilityCards(page: Page): Locator {
  return page.getByRole("region", { name: capabilitiesSection.title }).getByRole("listitem");
}

/** Waits until React has hydrated the capability cards and their group has had its first report. */
async function cardsHydrated(page: Page) {
  await waitForElementHydration(
    page.getByRole("region", { name: capabilitiesSection.title }).getByRole("list"),
  );
  // The group's IntersectionObserver first reports in the frames after it is attached.
  await twoFrames(page);
}

test("cards below the fold are hidden until scrolled to, then fade in one after another", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const runs: string[] = [];
    Object.assign(window, { transitionRuns: runs });
    window.addEventListener("transitionrun", (event) => runs.push(event.propertyName), true);
  });
  const transitionsRun = () =>
    page.evaluate(() => (window as { transitionRuns?: string[] }).transitionRuns?.length);
  await page.goto("/");
  const cards = capabilityCards(page);
  await expect(cards.first()).toHaveCSS("opacity", "0");
  await expect(cards.last()).toHaveCSS("opacity", "0");
  // Hiding is instant: no frame of work while the page comes alive.
  expect(await transitionsRun()).toBe(0);

  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.nth(1)).toHaveCSS("transition-delay", "0.1s, 0.1s");
  await expect(cards.first()).toHaveCSS("opacity", "1");
  await expect(cards.first()).toHaveCSS("transform", "none");
  await expect(cards.last()).toHaveCSS("opacity", "1");
  expect(await transitionsRun()).toBeGreaterThan(0);
});

test("cards on screen when the page comes alive are never hidden", async ({ page }) => {
  // Tall enough that the capability cards are on the first screen.
  await page.setViewportSize({ width: 1280, height: 3000 });
  await page.goto("/");
  await cardsHydrated(page);
  await expect(capabilityCards(page)).not.toHaveCount(0);
  for (const card of await capabilityCards(page).all()) {
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
});

test("under reduced motion cards below the fold are shown at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await cardsHydrated(page);
  expect(
    await capabilityCards(page)
      .first()
      .evaluate((el) => getComputedStyle(el).opacity),
  ).toBe("1");
});

test("a page opened by a client-side navigation reveals its cards as they scroll in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, "/about");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await menu.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  const cards = page
    .getByRole("region", { name: servicesSection.title })
    .getByRole("list")
    .first()
    .locator(":scope > li");
  await expect(cards.first()).toHaveCSS("opacity", "0");
  // The link scrolls to the top and sees that it lands there; then the visitor scrolls down.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 1500);
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.first()).toHaveCSS("opacity", "1");
  await expect(cards.last()).toHaveCSS("opacity", "1");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
