/**
 * Every call button tells the truth while a call runs, those still waiting to hydrate below the
 * fold included: what the page says (and a screen reader's browse mode reads) is the call's
 * state, before the visitor scrolls anywhere near them.
 */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { DEMO_SECTION_ID } from "../../app/content/site-constants";
import { giveConsent } from "./voice-helpers";

test.beforeEach(({ page }) => giveConsent(page));

test("a hero call turns the demo tab's button, still unscrolled-to, into 'Another call is active'", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const demoSection = page.locator(`#${DEMO_SECTION_ID}`);
  // The demo's button waits to hydrate until it nears the screen: it is the server's markup now.
  await expect(demoSection).not.toBeInViewport();
  await expect(demoSection.getByRole("button", { name: "Start Voice Demo" })).toBeVisible();

  await page.getByRole("button", { name: "Book Appointment with AI" }).click();
  // Connecting loads the call's code and asks for the microphone: slow on a busy machine.
  await expect(page.getByRole("button", { name: "End Call" })).toBeVisible({ timeout: 20_000 });

  const demo = demoSection.getByRole("button", { name: "Another call is active" });
  await expect(demo).toBeDisabled();
  await expect(demo).toHaveAccessibleDescription("End the current call first to start this one.");
  await expect(demoSection.getByText("Start Voice Demo")).toHaveCount(0);
  await expect(demoSection).not.toBeInViewport();

  await page.getByRole("button", { name: "End Call" }).click();
  await expect(demoSection.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
});
