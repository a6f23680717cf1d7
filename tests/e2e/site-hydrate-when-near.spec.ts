import { expect, test } from "@playwright/test";
import { isElementHydrated as isAlive, waitForElementHydration } from "../support/hydration";
import { expectFormValues, formField } from "./contact-helpers";
import { gotoInteractive, slowPhone } from "./site-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

// The home page's demo tabs and testimonial carousel, and the contact page's appointment panel,
// sit below a phone's first screen: they come alive as they near it, not with the page. The
// contact form, on the first screen, comes alive when the visitor first uses it
// (app/ui/HydrationBoundary.tsx).
test.use({ viewport: { width: 390, height: 844 } });

test("the demo and the carousel wait far below the screen, and come alive as they near it", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  const demo = page.locator("#demo-section");
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  // The page is alive (its navigation answers), and the rest of it settled.
  await waitForElementHydration(page.getByRole("button", { name: "Menu" }));
  await page.waitForTimeout(500);
  expect(await isAlive(demo)).toBe(false);
  await expect(carousel).not.toHaveAttribute("data-autoplay");

  await demo.scrollIntoViewIfNeeded();
  await waitForElementHydration(demo);
  const chat = page.getByRole("tab", { name: "Chatbot Demo" });
  await chat.click();
  await expect(chat).toHaveAttribute("aria-selected", "true");

  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-autoplay", "on");
});

test("focus reaching a part that still waits brings it alive, and the keys then work", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  const voice = page.getByRole("tab", { name: "Voice AI Agent" });
  await page.waitForTimeout(500);
  expect(await isAlive(page.locator("#demo-section"))).toBe(false);

  // Focus without scrolling: only the focus can wake the section, not its nearing the screen.
  await voice.evaluate((tab: HTMLElement) => tab.focus({ preventScroll: true }));
  await waitForElementHydration(page.locator("#demo-section"));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Chatbot Demo" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("opened at the demo, the page brings the demo alive at once", async ({ page }) => {
  await gotoInteractive(page, "/#demo-section");
  await waitForElementHydration(page.locator("#demo-section"));
  await page.getByRole("tab", { name: "AI-Powered Website" }).click();
  await expect(page.getByRole("tabpanel", { name: "AI-Powered Website" })).toBeVisible();
});

test("reached by a link inside the site, the home page is alive all through", async ({ page }) => {
  await gotoInteractive(page, "/about");
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await waitForElementHydration(page.locator("#demo-section"));
  await expect(page.getByRole("region", { name: "Client testimonials" })).toHaveAttribute(
    "data-autoplay",
    "on",
  );
});

test("the contact page's appointment panel comes alive as it nears the screen", async ({
  page,
}) => {
  await gotoInteractive(page, "/contact");
  const panel = page.locator("#appointment");
  await page.waitForTimeout(500);
  expect(await isAlive(panel)).toBe(false);
  await panel.scrollIntoViewIfNeeded();
  await waitForElementHydration(panel);
});

test("the contact form waits for the visitor; keys typed as it wakes on a slow phone are kept", async ({
  page,
}) => {
  await slowPhone(page, 4);
  await gotoInteractive(page, "/contact");
  const form = page.locator("#contact-form");
  await page.waitForTimeout(500);
  expect(await isAlive(form)).toBe(false);

  // The first tap wakes the form; the keys that follow at once reach it while it wakes.
  await formField(page, "Name").click();
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type("grace@example.com");
  await waitForElementHydration(form);
  await formField(page, "Message").click();
  await page.keyboard.type("Hello");
  await expect(page.getByText("5 / 5,000 characters")).toBeVisible();
  await expectFormValues(page, {
    Name: "Grace Hopper",
    Email: "grace@example.com",
    Message: "Hello",
  });
});
