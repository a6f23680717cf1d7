import { expect, test, type Page } from "@playwright/test";
import { giveConsent, openFrozen, press, runUntilVisible } from "./voice-helpers";

/**
 * The voice demo with the simulated provider (the default e2e server runs VOICE_PROVIDER=simulated):
 * the call states across placements and the floating widget. Page time is frozen with Playwright's
 * clock and moved on by hand, so the 1 s widget delay and the 0.5 s connect are exact.
 */

// Stepping a paused clock costs a browser round trip per step: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

// The consent dialog has tests of its own (voice-consent.spec.ts).
test.beforeEach(({ page }) => giveConsent(page));

/** Starts the home demo tab's call and waits until it is active; returns its button. */
async function startDemoCall(page: Page) {
  await openFrozen(page, "/");
  await press(page.getByRole("button", { name: "Start Voice Demo" }));
  const active = page.getByRole("button", { name: /^Voice Call Active/ });
  await runUntilVisible(page, active);
  return active;
}

const widgetToggle = (page: Page) => page.getByRole("button", { name: "Open the voice assistant" });
const widgetPanel = (page: Page) => page.getByRole("dialog", { name: "AI Voice Assistant" });

async function openWidget(page: Page) {
  await page.clock.runFor(1000);
  await press(widgetToggle(page));
  await runUntilVisible(page, widgetPanel(page));
}

test("the widget appears after 1 s with a red dot, and opens a panel titled with the assistant", async ({
  page,
}) => {
  await openFrozen(page, "/about");
  await page.clock.runFor(999);
  await expect(widgetToggle(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(widgetToggle(page)).toBeVisible();
  await expect(page.getByTestId("voice-widget-dot")).toBeVisible();

  await press(widgetToggle(page));
  await runUntilVisible(page, widgetPanel(page));
  await expect(widgetPanel(page).getByRole("button", { name: "Start Voice Chat" })).toBeEnabled();
});

test("a hero call: Connecting... → End Call with the notice; the demo button is 'Another call is active'", async ({
  page,
}) => {
  await openFrozen(page, "/");
  const hero = page.getByRole("button", { name: "Book Appointment with AI" });
  await press(hero);

  const connecting = page.getByRole("button", { name: "Connecting..." });
  await expect(connecting).toBeDisabled();
  await expect(
    page.getByRole("status").filter({ hasText: "Connecting to the voice assistant." }),
  ).toHaveCount(1);
  // The demo section, waiting to hydrate below the fold, wakes as the call starts
  // (app/ui/HydrationBoundary.tsx); React reveals it on a timer, which the paused clock holds.
  const demo = page.getByRole("button", { name: "Another call is active" });
  await runUntilVisible(page, demo);
  await expect(demo).toBeDisabled();
  await expect(demo).toHaveAccessibleDescription("End the current call first to start this one.");

  const endCall = page.getByRole("button", { name: "End Call" });
  await runUntilVisible(page, endCall);
  await expect(page.getByText("Voice demo is active - speak naturally!")).toBeVisible();
  await expect(page.getByText("Simulated call: no audio is sent or played.")).toBeVisible();
  await expect(page.getByText("Call connected. Speak naturally.")).toBeAttached();
  await expect(page.getByRole("button", { name: "Another call is active" })).toBeDisabled();

  await press(endCall);
  await expect(page.getByRole("button", { name: "Book Appointment with AI" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  await expect(page.getByText("Voice demo is active - speak naturally!")).toHaveCount(0);
  await expect(page.getByText("Call ended.")).toBeAttached();
});

test("the demo tab shows live captions, a microphone level and the call timer", async ({
  page,
}) => {
  const active = await startDemoCall(page);

  const captions = page.getByRole("log", { name: "Live captions" });
  await page.clock.runFor(1000);
  await expect(captions).toContainText("Assistant:");
  await expect(captions).toContainText("How can I help you today?");
  await page.clock.runFor(2000);
  await expect(captions).toContainText("You:");
  await expect(page.getByRole("meter", { name: "Your microphone level" })).toBeVisible();
  await runUntilVisible(page, page.getByRole("timer").filter({ hasText: "00:03" }));

  await press(active);
  await expect(page.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  await expect(captions).toHaveCount(0);
});

test("the time cap: the last 30 seconds show the time left, said once, then the call ends (600 s)", async ({
  page,
}) => {
  const active = await startDemoCall(page);
  const timeLeft = page.getByTestId("call-time-left");
  const announcer = page.getByRole("status").filter({ hasText: "The call ends in 30 seconds." });

  await page.clock.fastForward(565_000);
  await expect(timeLeft).toHaveCount(0);
  await expect(announcer).toHaveCount(0);
  await runUntilVisible(page, timeLeft.filter({ hasText: "Call ends in 00:30" }));
  await expect(announcer).toHaveCount(1);
  await page.clock.runFor(20_000);
  await expect(timeLeft).toHaveText(/Call ends in 00:(0\d|1\d)/);
  await expect(active).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(page.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  await expect(timeLeft).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Call ended." })).toHaveCount(1);
});

test("widget: start, mute and unmute, minimise to a bar, close ends the call", async ({ page }) => {
  await openFrozen(page, "/about");
  await openWidget(page);
  const panel = widgetPanel(page);
  await press(panel.getByRole("button", { name: "Start Voice Chat" }));
  await runUntilVisible(page, panel.getByRole("button", { name: "End Voice Chat" }));
  await expect(page.getByTestId("voice-widget-dot")).toHaveCount(0);

  await press(panel.getByRole("button", { name: "Mute" }));
  await expect(panel.getByRole("button", { name: "Unmute" })).toBeVisible();
  await expect(panel.getByText("Microphone muted")).toBeVisible();
  await press(panel.getByRole("button", { name: "Unmute" }));
  await expect(panel.getByRole("button", { name: "Mute" })).toBeVisible();

  await press(panel.getByRole("button", { name: "Minimise the voice assistant" }));
  await expect(panel).toHaveCount(0);
  const bar = page.getByRole("region", { name: "AI Voice Assistant" });
  await runUntilVisible(page, bar);
  await expect(bar).toContainText("Connected");
  await expect(bar.getByRole("button", { name: "Expand the voice assistant" })).toBeFocused();
  await press(bar.getByRole("button", { name: "Expand the voice assistant" }));
  await runUntilVisible(page, panel.getByRole("button", { name: "End Voice Chat" }));

  await press(panel.getByRole("button", { name: "Close the voice assistant and end the call" }));
  await expect(widgetToggle(page)).toBeFocused();
  await expect(page.getByTestId("voice-widget-dot")).toBeVisible();
  await press(widgetToggle(page));
  await runUntilVisible(page, panel.getByRole("button", { name: "Start Voice Chat" }));
});

test("Escape closes the panel and focus returns to the toggle", async ({ page }) => {
  await openFrozen(page, "/privacy-policy");
  await openWidget(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(widgetPanel(page)).toHaveCount(0);
  await expect(widgetToggle(page)).toBeFocused();
});

test("a call survives client-side navigation", async ({ page }) => {
  await openFrozen(page, "/");
  await press(page.getByRole("button", { name: "Book Appointment with AI" }));
  await runUntilVisible(page, page.getByRole("button", { name: "End Call" }));

  await press(page.getByRole("navigation").getByRole("link", { name: "Contact" }).first());
  await expect(page).toHaveURL(/\/contact$/);
  // The contact panel's own assistant differs from the hero's.
  await expect(page.getByRole("button", { name: "Another call is active" })).toBeDisabled();
  await page.clock.runFor(1000);
  await press(widgetToggle(page));
  await runUntilVisible(page, widgetPanel(page));
  await expect(widgetPanel(page)).toContainText("On a call");

  await press(page.getByRole("navigation").getByRole("link", { name: "Home" }).first());
  await expect(page.getByRole("button", { name: "End Call" })).toBeEnabled();
  await press(page.getByRole("button", { name: "End Call" }));
  await expect(page.getByRole("button", { name: "Book Appointment with AI" })).toBeEnabled();
});

test("the contact panel starts its own call", async ({ page }) => {
  await openFrozen(page, "/contact");
  await press(page.getByRole("button", { name: "Talk to Our AI Receptionist" }));
  await expect(page.getByRole("button", { name: "Connecting..." })).toBeDisabled();
  const end = page.getByRole("button", { name: "End Call" });
  await runUntilVisible(page, end);
  await expect(page.getByRole("timer", { name: "Call time" })).toBeVisible();
  await press(end);
  await expect(page.getByRole("button", { name: "Talk to Our AI Receptionist" })).toBeEnabled();
});
