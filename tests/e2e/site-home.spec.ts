import { expect, test, type Page } from "@playwright/test";
import { gotoInteractive } from "./site-helpers";

// With motion, as most visitors see the site (the suite's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

const INTERVAL_MS = 5000;

function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Client testimonials" });
  return {
    region,
    /** The one slide a visitor (and a screen reader) can see now. */
    visibleSlide: () => region.getByRole("group"),
    dot: (n: number) =>
      region.getByRole("button", { name: new RegExp(`^Show testimonial ${n} of 3`) }),
  };
}

/** Opens the home page with time standing still, so only `runFor` moves the carousel. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await gotoInteractive(page, "/");
  const { region } = carousel(page);
  // Looked at, as a visitor would: a section far below is not rendered (content-visibility).
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-autoplay", "on");
}

test.describe("testimonial carousel", () => {
  // Several page-clock steps each: give slow machines room.
  test.slow();

  test("advances every 5 s and wraps around to the first", async ({ page }) => {
    await openWithClock(page);
    const { visibleSlide } = carousel(page);
    await expect(visibleSlide()).toContainText("Marcus Delgado");

    await page.clock.runFor(INTERVAL_MS - 100);
    await expect(visibleSlide()).toContainText("Marcus Delgado");
    await page.clock.runFor(100);
    await expect(visibleSlide()).toContainText("Tanya Brooks");
    await page.clock.runFor(INTERVAL_MS);
    await expect(visibleSlide()).toContainText("Luis Romero");
    await page.clock.runFor(INTERVAL_MS);
    await expect(visibleSlide()).toContainText("Marcus Delgado");
  });

  test("a dot jumps to its testimonial and stops autoplay for good", async ({ page }) => {
    await openWithClock(page);
    const { region, visibleSlide, dot } = carousel(page);
    await dot(3).click();
    await expect(visibleSlide()).toContainText("Luis Romero");
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(region).toHaveAttribute("data-autoplay", "off");

    await page.clock.runFor(INTERVAL_MS * 3);
    await expect(visibleSlide()).toContainText("Luis Romero");
  });

  test("previous and next wrap around and stop autoplay", async ({ page }) => {
    await openWithClock(page);
    const { region, visibleSlide } = carousel(page);
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(visibleSlide()).toContainText("Luis Romero");
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleSlide()).toContainText("Marcus Delgado");
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(visibleSlide()).toContainText("Marcus Delgado");
  });

  test("the pause control stops and restarts autoplay", async ({ page }) => {
    await openWithClock(page);
    const { region, visibleSlide } = carousel(page);
    await region.getByRole("button", { name: "Pause testimonials" }).click();
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(visibleSlide()).toContainText("Marcus Delgado");

    await region.getByRole("button", { name: "Play testimonials" }).click();
    await page.clock.runFor(INTERVAL_MS);
    await expect(visibleSlide()).toContainText("Tanya Brooks");
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await gotoInteractive(page, "/");
    const { region, visibleSlide } = carousel(page);
    // The carousel comes alive as it nears the screen (app/ui/HydrationBoundary.tsx).
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-autoplay", "off");
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(visibleSlide()).toContainText("Marcus Delgado");
  });
});

test.describe("demo tabs", () => {
  test("the voice tab is selected first and a click selects another tab", async ({ page }) => {
    await gotoInteractive(page, "/");
    const tabs = page.getByRole("tablist", { name: "Experience AI in Action" });
    const voice = tabs.getByRole("tab", { name: "Voice AI Agent" });
    const chat = tabs.getByRole("tab", { name: "Chatbot Demo" });
    await expect(voice).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Voice AI Agent" })).toBeVisible();
    await expect(
      page.getByRole("tabpanel", { name: "Voice AI Agent" }).getByRole("button", {
        name: "Start Voice Demo",
      }),
    ).toBeVisible();

    await chat.click();
    await expect(chat).toHaveAttribute("aria-selected", "true");
    await expect(voice).toHaveAttribute("aria-selected", "false");
    const chatPanel = page.getByRole("tabpanel", { name: "Chatbot Demo" });
    await expect(chatPanel).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Voice AI Agent" })).toBeHidden();

    // The live chat (tests/e2e/chat-*.spec.ts) opens on the spec's example conversation.
    await expect(chatPanel.getByRole("figure", { name: "An example conversation" })).toBeVisible();
    await expect(chatPanel.getByRole("textbox", { name: "Your message" })).toBeVisible();

    await tabs.getByRole("tab", { name: "AI-Powered Website" }).click();
    await expect(page.getByRole("tabpanel", { name: "AI-Powered Website" })).toBeVisible();
  });

  test("arrow keys, Home and End move between tabs with a roving tabindex", async ({ page }) => {
    await gotoInteractive(page, "/");
    const tabs = page.getByRole("tablist", { name: "Experience AI in Action" });
    const voice = tabs.getByRole("tab", { name: "Voice AI Agent" });
    const chat = tabs.getByRole("tab", { name: "Chatbot Demo" });
    const website = tabs.getByRole("tab", { name: "AI-Powered Website" });

    await voice.focus();
    await page.keyboard.press("ArrowRight");
    await expect(chat).toBeFocused();
    await expect(chat).toHaveAttribute("aria-selected", "true");
    await expect(chat).toHaveAttribute("tabindex", "0");
    await expect(voice).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("ArrowRight");
    await expect(website).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(voice).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(website).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(voice).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(website).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "AI-Powered Website" })).toBeVisible();

    // Tab leaves the tablist for the panel instead of visiting the other tabs.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "AI-Powered Website" })).toBeFocused();
  });
});

for (const [name, path] of [
  ["Explore Solutions", "/products"],
  ["Schedule Free Demo", "/contact"],
] as const) {
  test(`the closing link ${name} opens ${path} at the top`, async ({ page }) => {
    await gotoInteractive(page, "/");
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}
