import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { startFakeVapi, type FakeVapi } from "../support/fake-vapi";
import { waitForHydration } from "../support/hydration";
import { freePort, startServer, type RunningServer } from "../support/production-server";
import { VOICE_CONSENT_VERSION, voiceConsent } from "../../app/content/voice-consent";
import { giveConsent } from "./voice-helpers";

/**
 * The real Vapi web SDK in Chromium, against a fake provider API on 127.0.0.1. The site runs as
 * its own production server with VOICE_PROVIDER=vapi (the suite's default server is simulated).
 */

const assistants = {
  hero: "asst-hero",
  demo: "asst-demo",
  contact: "asst-contact",
  widget: "asst-widget",
};

let api: FakeVapi;
let site: RunningServer;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  api = await startFakeVapi();
  site = await startServer({
    env: {
      VOICE_PROVIDER: "vapi",
      VAPI_API_URL: api.url,
      VAPI_PUBLIC_KEY: "test-key",
      VAPI_ASSISTANT_ID_HERO: assistants.hero,
      VAPI_ASSISTANT_ID_DEMO: assistants.demo,
      VAPI_ASSISTANT_ID_CONTACT: assistants.contact,
      VAPI_ASSISTANT_ID_WIDGET: assistants.widget,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await api?.close();
});

/** Records every request the browser makes to a host other than 127.0.0.1 (websockets too). */
function watchElsewhere(context: BrowserContext) {
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
async function blockElsewhere(context: BrowserContext) {
  const outside = watchElsewhere(context);
  const elsewhere = (url: URL) => url.hostname !== "127.0.0.1";
  await context.route(elsewhere, (route) => route.abort("blockedbyclient"));
  await context.routeWebSocket(elsewhere, (socket) => socket.close());
  return outside;
}

const webCalls = () => api.requests.filter((r) => r.method === "POST" && r.path === "/call/web");

const where = {
  hero: ["/", "Book Appointment with AI"],
  demo: ["/", "Start Voice Demo"],
  contact: ["/contact", "Talk to Our AI Receptionist"],
  widget: ["/about", "Start Voice Chat"],
} as const;

/** Presses a placement's call button, in a browser that agreed to the disclosure before. */
async function startFrom(page: Page, placement: keyof typeof assistants) {
  await giveConsent(page);
  await pressFirst(page, placement, site.origin);
  return page.getByRole("button", { name: where[placement][1] });
}

/** Presses a placement's call button on a fresh page of the server at `origin`. */
async function pressFirst(page: Page, placement: keyof typeof assistants, origin: string) {
  const [path, label] = where[placement];
  await page.goto(origin + path);
  await waitForHydration(page);
  if (placement === "widget") {
    await page.getByRole("button", { name: "Open the voice assistant" }).click();
  }
  await page.getByRole("button", { name: label }).click();
}

/** Counts microphone requests in the page (getUserMedia), from before its first script. */
async function countMicrophoneRequests(page: Page) {
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

test("nothing of the call loads before consent; “Start the call” sends the consent, placement and page with the start request", async ({
  page,
  context,
}) => {
  const outside = watchElsewhere(context);
  const microphoneRequests = await countMicrophoneRequests(page);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  api.answerWith({ kind: "unauthorized" });
  const before = api.requests.length;

  await page.goto(site.origin + "/contact");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Talk to Our AI Receptionist" });
  await button.hover();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Before you talk to our AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("recorded and transcribed");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((text) => text.includes("call-machine"))).toEqual([]);
  expect(api.requests.length).toBe(before);
  expect(await microphoneRequests()).toBe(0);

  const agreedAfter = new Date().toISOString();
  await dialog.getByRole("button", { name: "Start the call" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => webCalls().length).toBeGreaterThan(0);
  const call = webCalls().at(-1)!;
  expect(call.body).toMatchObject({
    assistantId: assistants.contact,
    assistantOverrides: {
      metadata: { consentVersion: 1, placement: "contact", pagePath: "/contact" },
    },
  });
  const { consentedAt } = (call.body!.assistantOverrides as { metadata: { consentedAt: string } })
    .metadata;
  expect(consentedAt >= agreedAfter && consentedAt <= new Date().toISOString()).toBe(true);
  expect(outside).toEqual([]);
});

test("consent to an older wording asks again; once agreed, the next press calls at once", async ({
  page,
}) => {
  api.answerWith({ kind: "unauthorized" });
  await giveConsent(page, VOICE_CONSENT_VERSION - 1);
  const before = webCalls().length;
  await pressFirst(page, "hero", site.origin);
  const dialog = page.getByRole("dialog", { name: voiceConsent.title });
  await expect(dialog).toBeVisible();
  expect(webCalls().length).toBe(before);
  await dialog.getByRole("button", { name: voiceConsent.start }).click();
  await expect.poll(() => webCalls().length).toBe(before + 1);
  expect(webCalls().at(-1)!.body).toMatchObject({
    assistantOverrides: { metadata: { consentVersion: VOICE_CONSENT_VERSION } },
  });
  const hero = page.getByRole("button", { name: "Book Appointment with AI" });
  await expect(hero).toBeEnabled();
  await hero.click();
  await expect.poll(() => webCalls().length).toBe(before + 2);
  await expect(dialog).toHaveCount(0);
});

test("with VOICE_CONSENT=off a press calls at once, and says no consent was asked", async ({
  page,
}) => {
  api.answerWith({ kind: "unauthorized" });
  const open = await startServer({
    env: {
      VOICE_PROVIDER: "vapi",
      VOICE_CONSENT: "off",
      VAPI_API_URL: api.url,
      VAPI_PUBLIC_KEY: "test-key",
      VAPI_ASSISTANT_ID: "asst-shared",
    },
  });
  try {
    const before = webCalls().length;
    await pressFirst(page, "hero", open.origin);
    await expect.poll(() => webCalls().length).toBe(before + 1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(webCalls().at(-1)!.body).toMatchObject({
      assistantOverrides: {
        metadata: { consentVersion: null, consentedAt: null, placement: "hero", pagePath: "/" },
      },
    });
  } finally {
    await open.stop();
  }
});

test("once agreed to, the SDK is downloaded when a call button is hovered, not with the page", async ({
  page,
  context,
}) => {
  const outside = watchElsewhere(context);
  const sdkLoads: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    if ((await response.text()).includes("call-machine")) sdkLoads.push(response.url());
  });
  const requestsBefore = api.requests.length;
  await giveConsent(page);
  await page.goto(site.origin + "/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(sdkLoads).toEqual([]);

  await page.getByRole("button", { name: "Book Appointment with AI" }).hover();
  await expect.poll(() => sdkLoads.length).toBe(1);
  // Prefetching loads code and configuration only: no call is placed.
  expect(api.requests.length).toBe(requestsBefore);
  expect(outside).toEqual([]);
});

for (const placement of ["hero", "demo", "contact", "widget"] as const) {
  test(`the ${placement} button posts /call/web with the public key and its own assistant`, async ({
    page,
    context,
  }) => {
    const outside = watchElsewhere(context);
    api.answerWith({ kind: "unauthorized" });
    const before = webCalls().length;

    const button = await startFrom(page, placement);

    await expect.poll(() => webCalls().length).toBe(before + 1);
    const call = webCalls().at(-1)!;
    expect(call.authorization).toBe("Bearer test-key");
    expect(call.body).toMatchObject({ assistantId: assistants[placement] });
    expect(call.origin).toBe(site.origin);
    // The browser asked first (cross-origin JSON with a bearer header) and was answered.
    expect(api.requests.some((r) => r.method === "OPTIONS" && r.path === "/call/web")).toBe(true);

    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to start voice call" }),
    ).toBeVisible();
    await expect(button).toBeEnabled();
    expect(outside).toEqual([]);
  });
}

test("a 401 shows the error box under the hero button and the button is startable again", async ({
  page,
  context,
}) => {
  const outside = watchElsewhere(context);
  api.answerWith({ kind: "unauthorized" });
  const hero = await startFrom(page, "hero");
  const error = page.getByRole("alert").filter({ hasText: "Failed to start voice call" });
  await expect(error).toBeVisible();
  await expect(hero).toBeEnabled();
  await expect(page.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  // Only the placement that failed shows the error.
  await expect(error).toHaveCount(1);

  // The SDK is not left believing a call is running: a second click sends a second request.
  const sent = webCalls().length;
  await hero.click();
  await expect.poll(() => webCalls().length).toBe(sent + 1);
  await expect(error).toBeVisible();
  expect(outside).toEqual([]);
});

test("a room that cannot be reached returns to idle with the error shown", async ({
  page,
  context,
}) => {
  const outside = await blockElsewhere(context);
  const closedPort = await freePort();
  api.answerWith({ kind: "created", webCallUrl: `http://127.0.0.1:${closedPort}/room` });

  const demo = await startFrom(page, "demo");
  await expect(page.getByRole("button", { name: "Connecting..." })).toBeDisabled();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to start voice call" }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(demo).toBeEnabled();

  // Joining any room starts with Daily's call-machine script; it was blocked in the browser, and
  // Daily's error report about it with it. Nothing else was attempted outside 127.0.0.1.
  const hosts = new Set(outside.map((href) => new URL(href).hostname));
  expect(outside.some((href) => href.includes("c.daily.co/call-machine/"))).toBe(true);
  for (const host of hosts) expect(host).toMatch(/^(c\.daily\.co|[\w-]+\.ingest\.sentry\.io)$/);
});

test("without a public key calls fail with 'Voice assistant not initialized', and the log says why", async ({
  page,
  context,
}) => {
  const outside = watchElsewhere(context);
  const keyless = await startServer({
    env: {
      VOICE_PROVIDER: "vapi",
      VAPI_API_URL: api.url,
      VAPI_PUBLIC_KEY: "",
      VAPI_ASSISTANT_ID: "asst-shared",
    },
  });
  try {
    expect(keyless.output()).toContain("VAPI_PUBLIC_KEY is not set");
    const sent = webCalls().length;
    await giveConsent(page);
    await page.goto(keyless.origin + "/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Book Appointment with AI" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Voice assistant not initialized" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Book Appointment with AI" })).toBeEnabled();
    expect(webCalls().length).toBe(sent);
    expect(outside).toEqual([]);
  } finally {
    await keyless.stop();
  }
});
