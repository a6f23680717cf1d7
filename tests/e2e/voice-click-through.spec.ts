import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { giveConsent } from "./voice-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

/**
 * Every call button ends its call with a pointer click while the page's animations run (the demo
 * tab's pulsing ring, the widget's pulse): no decoration may take the click. The simulated
 * provider; Playwright's click fails when another element would receive it.
 */
const placements: {
  name: string;
  path: string;
  start: string;
  active: string;
  open?: (page: Page) => Promise<void>;
}[] = [
  { name: "hero", path: "/", start: "Book Appointment with AI", active: "End Call" },
  { name: "demo tab", path: "/", start: "Start Voice Demo", active: "Voice Call Active" },
  { name: "contact", path: "/contact", start: "Talk to Our AI Receptionist", active: "End Call" },
  {
    name: "widget",
    path: "/about",
    start: "Start Voice Chat",
    active: "End Voice Chat",
    open: (page) => page.getByRole("button", { name: "Open the voice assistant" }).click(),
  },
];

for (const placement of placements) {
  test(`the ${placement.name} button ends its call on a click while its animations run`, async ({
    page,
  }) => {
    await giveConsent(page);
    await page.goto(placement.path);
    await waitForHydration(page);
    await placement.open?.(page);
    await page.getByRole("button", { name: placement.start, exact: true }).click();
    const active = page.getByRole("button", { name: placement.active });
    await expect(active).toBeVisible();
    // Every running animation held at three quarters of its cycle, where the demo's ring has
    // grown to twice its size and covers the button below it; then a click as a visitor's.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = Number(animation.effect?.getTiming().duration ?? 0) * 0.75;
      }
    });
    await active.click({ timeout: 5000 });
    await expect(page.getByRole("button", { name: placement.start, exact: true })).toBeVisible();
  });
}
