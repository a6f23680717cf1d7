import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { VOICE_CONSENT_VERSION, voiceConsent } from "../../app/content/voice-consent";
import { waitForHydration } from "../support/hydration";
import { giveConsent } from "./voice-helpers";

/**
 * The disclosure and consent dialog before a call, with the simulated provider (the suite's
 * default server): shown on the first press in a browser only, and again after the wording's
 * version changes; Escape and "Not now" start nothing and give focus back to the button.
 */

const consentDialog = (page: Page) => page.getByRole("dialog", { name: voiceConsent.title });
const hero = (page: Page) => page.getByRole("button", { name: "Book Appointment with AI" });

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

test("the first press asks; Escape and “Not now” start nothing; once agreed, presses call at once", async ({
  page,
}) => {
  await openHome(page);
  await hero(page).focus();
  await hero(page).press("Enter");
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  for (const sentence of voiceConsent.disclosure) await expect(dialog).toContainText(sentence);
  // A native modal dialog: the browser keeps focus inside it and makes the page behind inert.
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(hero(page)).toBeFocused();
  await expect(page.getByRole("button", { name: "Connecting..." })).toHaveCount(0);

  // Not remembered: the next press asks again.
  await hero(page).click();
  await dialog.getByRole("button", { name: voiceConsent.notNow }).click();
  await expect(dialog).toBeHidden();
  await expect(hero(page)).toBeFocused();
  await expect(page.getByRole("button", { name: "End Call" })).toHaveCount(0);

  await hero(page).click();
  await dialog.getByRole("button", { name: voiceConsent.start }).click();
  await expect(page.getByRole("button", { name: "End Call" })).toBeVisible();
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(hero(page)).toBeEnabled();

  // Remembered in this browser, on this page and the next.
  await page.getByRole("button", { name: "Start Voice Demo" }).click();
  await expect(page.getByRole("button", { name: "Voice Call Active" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Voice Call Active" }).click();
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Talk to Our AI Receptionist" }).click();
  await expect(page.getByRole("button", { name: "End Call" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("consent to an older wording asks again", async ({ page }) => {
  await giveConsent(page, VOICE_CONSENT_VERSION - 1);
  await openHome(page);
  await hero(page).click();
  await expect(consentDialog(page)).toBeVisible();
});

test("the dialog has no axe violations, at 390 px too, and its link leads to the same words in the privacy policy", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await openHome(page);
    await hero(page).click();
    await expect(consentDialog(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: "dialog", where: `${width} px` });
  }
  await consentDialog(page).getByRole("link", { name: voiceConsent.privacyLink }).click();
  await expect(page).toHaveURL(/\/privacy-policy#voice-calls$/);
  const section = page.locator("#voice-calls");
  for (const sentence of voiceConsent.disclosure) await expect(section).toContainText(sentence);
});
