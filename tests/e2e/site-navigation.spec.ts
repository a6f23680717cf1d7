import { expect, test } from "@playwright/test";
import { gotoInteractive } from "./site-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

const navLinks = [
  { name: "Home", path: "/" },
  { name: "Products", path: "/products" },
  { name: "About", path: "/about" },
  { name: "Contact", path: "/contact" },
];

test("the link of the current page is marked current, and only that one", async ({ page }) => {
  for (const { name, path } of navLinks) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
  }
});

test("navbar links navigate and move the current marker", async ({ page }) => {
  await gotoInteractive(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Human-Centred AI/);
  await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the navbar turns solid once the page scrolls past 20 px", async ({ page }) => {
  await gotoInteractive(page, "/about");
  const header = page.getByRole("banner");
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe("rgba(0, 0, 0, 0)");

  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header).toHaveAttribute("data-scrolled", "false");

  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
  expect(await header.evaluate((element) => getComputedStyle(element).backdropFilter)).toMatch(
    /blur/,
  );

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the menu and a link closes it", async ({ page }) => {
    await gotoInteractive(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const desktopLinks = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Products",
    });
    await expect(desktopLinks).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu, and Get Demo in the menu closes it and scrolls to the demo", async ({
    page,
  }) => {
    await gotoInteractive(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Get Demo" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Experience AI in Action" })).toBeInViewport();
  });
});

test("Get Demo from /about opens the home page at the demo section", async ({ page }) => {
  await gotoInteractive(page, "/about");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Get Demo" })
    .click();
  await expect(page).toHaveURL(/\/#demo-section$/);
  await expect(page.locator("#demo-section")).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Experience AI in Action" })).toBeInViewport();
});

test("Get Demo on the home page scrolls to the demo section", async ({ page }) => {
  await gotoInteractive(page, "/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Get Demo" })
    .click();
  await expect(page.getByRole("heading", { name: "Experience AI in Action" })).toBeInViewport();
});

test("a footer link opens its page scrolled to the top, without reloading", async ({ page }) => {
  await gotoInteractive(page, "/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("a site link clicked with a modifier key is left to the browser", async ({ page }) => {
  await gotoInteractive(page, "/");
  const opened = page.context().waitForEvent("page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Privacy Policy" })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});

test("a scroll to the top that something cuts short still lands at the top", async ({ page }) => {
  await gotoInteractive(page, "/");
  // Something stops the smooth scroll 180 px down as it starts (a busy machine swapping pages
  // did once).
  await page.getByRole("link", { name: "Explore Solutions" }).evaluate((link: HTMLElement) => {
    link.click();
    window.scrollTo({ top: 180, behavior: "instant" });
  });
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await gotoInteractive(page, "/products");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
