import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import type { FakeVapi } from "../support/fake-vapi";
import { VOICE_CONSENT_VERSION } from "../../app/content/voice-consent";
import { CONSENT_STORAGE_KEY } from "../../app/voice/call-consent";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import type { Language } from "../../core/content/languages";

/**
 * For tests about something else than the consent dialog: this browser agreed to the current
 * wording (of `language`'s pages) before the page loads, so a call button starts the call at once.
 */
export async function giveConsent(
  page: Page,
  version = VOICE_CONSENT_VERSION,
  language: Language = SOURCE_LANGUAGE,
) {
  await page.addInitScript(({ key, record }) => localStorage.setItem(key, JSON.stringify(record)), {
    key: CONSENT_STORAGE_KEY,
    record: { version, language, at: "2026-03-02T08:00:00.000Z" },
  });
}

/** Records every request the browser makes to a host other than 127.0.0.1 (websockets too). */
export function watchElsewhere(context: BrowserContext) {
  const outside: string[] = [];
  const record = (href: string) => {
    if (new URL(href).hostname !== "127.0.0.1") outside.push(href);
  };
  context.on("request", (request) => record(request.url()));
  const watchSockets = (page: Page) => page.on("websocket", (socket) => record(socket.url()));
  context.pages().forEach(watchSockets);
  context.on("page", watchSockets);
  return outside;
}

/**
 * Also blocks them inside the browser, so nothing leaves the machine even when the SDK must try.
 * (Playwright then answers CORS preflights itself, so tests that check the preflight don't block.)
 */
export async function blockElsewhere(context: BrowserContext) {
  const outside = watchElsewhere(context);
  const elsewhere = (url: URL) => url.hostname !== "127.0.0.1";
  await context.route(elsewhere, (route) => route.abort("blockedbyclient"));
  await context.routeWebSocket(elsewhere, (socket) => socket.close());
  return outside;
}

/** The calls the browser asked the provider to start, in order. */
export const webCalls = (api: FakeVapi) =>
  api.requests.filter((r) => r.method === "POST" && r.path === "/call/web");

/** Where each placement's call button is, and what it says. */
export const callButtons = {
  hero: ["/", "Book Appointment with AI"],
  demo: ["/", "Start Voice Demo"],
  contact: ["/contact", "Talk to Our AI Receptionist"],
  widget: ["/about", "Start Voice Chat"],
} as const;
export type Placement = keyof typeof callButtons;

/** Presses a placement's call button on a fresh page of the server at `origin`. */
export async function pressFirst(page: Page, placement: Placement, origin: string) {
  const [path, label] = callButtons[placement];
  await page.goto(origin + path);
  await waitForHydration(page);
  if (placement === "widget") {
    await page.getByRole("button", { name: "Open the voice assistant" }).click();
  }
  await page.getByRole("button", { name: label }).click();
}

/** Counts microphone requests in the page (getUserMedia), from before its first script. */
export async function countMicrophoneRequests(page: Page) {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    (window as unknown as { micRequests: number }).micRequests = 0;
    media.getUserMedia = (constraints) => {
      (window as unknown as { micRequests: number }).micRequests += 1;
      return original(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { micRequests: number }).micRequests);
}

const frozenAt = new Date("2026-03-02T09:00:00Z");

/**
 * Opens `path` with page time frozen (Playwright's clock), to be moved on by hand: a call's 0.5 s
 * connect and the widget's 1 s delay then hold until a test says so.
 */
export async function openFrozen(page: Page, path: string) {
  await page.clock.install({ time: frozenAt });
  // Paused before the page exists, so no page timer has run yet (the margin covers a slow machine).
  await page.clock.pauseAt(new Date(frozenAt.getTime() + 60_000));
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Activates a control from the keyboard. Pointer clicks wait for animation frames to prove the
 * target is still, which a paused clock never delivers; focus and Enter need none.
 */
export async function press(locator: Locator) {
  await expect(locator).toBeEnabled();
  await locator.focus();
  await locator.press("Enter");
}

/**
 * Moves page time on in small steps until `locator` shows: code chunks load in real time, and
 * React reveals a suspended part of the page on a timer.
 */
export async function runUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.runFor(250);
        return locator.isVisible();
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
}
