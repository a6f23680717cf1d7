import { bookInstead } from "../../app/content/book-instead";
import { expect, test, type Page } from "@playwright/test";
import { microphoneHelp } from "../../app/content/microphone-help";
import { callErrors } from "../../app/content/voice";
import { waitForHydration } from "../support/hydration";
import { giveConsent } from "./voice-helpers";
import { exchange, openWidget } from "./chat-helpers";

/**
 * A call when the browser refuses the microphone (a context without the permission; the
 * simulated provider asks for it as a real call does): the error in plain words, how to allow it
 * in this browser (Chromium), a way to write instead (the contact form, or the widget's chat),
 * and a clean retry once it is allowed.
 */
// In the full browser (the "full browser" project of playwright.config.ts): the test browser, the
// headless shell, has no prompt to refuse with.
test.use({ permissions: [] });

const heroButton = (page: Page) => page.getByRole("button", { name: "Book Appointment with AI" });

test("a refused microphone explains how to allow it, and a second press retries cleanly", async ({
  page,
  context,
}) => {
  await giveConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  await heroButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(callErrors.microphoneBlocked);
  await expect(page.getByText(microphoneHelp.allowHeading)).toBeVisible();
  await expect(page.getByText(microphoneHelp.allow.chrome)).toBeVisible();
  await expect(page.getByText(microphoneHelp.safariAsksOnce)).toHaveCount(0);
  await expect(heroButton(page)).toBeEnabled();

  // Allowed now: the same button starts a call, with no trace of the refusal.
  await context.grantPermissions(["microphone"]);
  await heroButton(page).click();
  await expect(page.getByRole("button", { name: "End Call" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(microphoneHelp.allowHeading)).toHaveCount(0);
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(heroButton(page)).toBeEnabled();
});

test("\u201cWrite to us instead\u201d opens the contact form with the voice-agent interest chosen", async ({
  page,
}) => {
  await giveConsent(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Talk to Our AI Receptionist" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: callErrors.microphoneBlocked }),
  ).toBeVisible();
  await page.getByRole("link", { name: microphoneHelp.writeInstead }).click();
  await expect(page).toHaveURL(/\/contact\?interest=Custom%20AI%20Voice%20Agents$/);
  await expect(page.getByRole("combobox", { name: "I'm interested in" })).toHaveValue(
    microphoneHelp.interest,
  );

  // From another page too.
  await page.goto("/");
  await waitForHydration(page);
  await heroButton(page).click();
  await page.getByRole("link", { name: microphoneHelp.writeInstead }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "I'm interested in" })).toHaveValue(
    microphoneHelp.interest,
  );
});

test("a caller whose microphone is blocked can pick a time on the booking page instead", async ({
  page,
}) => {
  await giveConsent(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Talk to Our AI Receptionist" }).click();
  await page.getByRole("link", { name: bookInstead.label, exact: true }).click();
  await expect(page).toHaveURL(/\/book(\?tz=[^&]+)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the widget's microphone help offers Chat instead, and the chat carries on there", async ({
  page,
}) => {
  await giveConsent(page);
  const widget = await openWidget(page, "/about");
  await widget.getByRole("button", { name: "Start Voice Chat" }).click();
  await expect(widget.getByRole("alert")).toHaveText(callErrors.microphoneBlocked);
  await widget.getByRole("button", { name: microphoneHelp.chatInstead }).click();

  await expect(widget.getByRole("button", { name: "Chat", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await exchange(widget, "I can't talk right now, can I write?");
  await expect(widget.getByText("I can't talk right now, can I write?")).toBeVisible();
});
