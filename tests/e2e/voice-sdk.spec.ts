import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { freePort } from "../support/free-port";
import { startServer } from "../support/production-server";
import { useVapiSite } from "../support/vapi-site";
import {
  blockElsewhere,
  giveConsent,
  pressFirst,
  callButtons,
  type Placement,
  watchElsewhere,
  webCalls,
} from "./voice-helpers";

/**
 * The real Vapi web SDK in Chromium, against a fake provider API on 127.0.0.1: each call button
 * starts its own assistant, and a refusal, an unreachable room or a missing key each end in a
 * clear error with the button startable again. Consent: voice-sdk-consent.spec.ts.
 */

const assistants = {
  hero: "asst-hero",
  demo: "asst-demo",
  contact: "asst-contact",
  widget: "asst-widget",
};

test.describe.configure({ mode: "serial", timeout: 60_000 });

const vapi = useVapiSite({
  VAPI_PUBLIC_KEY: "test-key",
  VAPI_ASSISTANT_ID_HERO: assistants.hero,
  VAPI_ASSISTANT_ID_DEMO: assistants.demo,
  VAPI_ASSISTANT_ID_CONTACT: assistants.contact,
  VAPI_ASSISTANT_ID_WIDGET: assistants.widget,
});

/** Presses a placement's call button, in a browser that agreed to the disclosure before. */
async function startFrom(page: Page, placement: Placement) {
  await giveConsent(page);
  await pressFirst(page, placement, vapi.site.origin);
  return page.getByRole("button", { name: callButtons[placement][1] });
}

for (const placement of ["hero", "demo", "contact", "widget"] as const) {
  test(`the ${placement} button posts /call/web with the public key and its own assistant`, async ({
    page,
    context,
  }) => {
    const outside = watchElsewhere(context);
    vapi.api.answerWith({ kind: "unauthorized" });
    const before = webCalls(vapi.api).length;

    const button = await startFrom(page, placement);

    await expect.poll(() => webCalls(vapi.api).length).toBe(before + 1);
    const call = webCalls(vapi.api).at(-1)!;
    expect(call.authorization).toBe("Bearer test-key");
    expect(call.body).toMatchObject({ assistantId: assistants[placement] });
    expect(call.origin).toBe(vapi.site.origin);
    // The browser asked first (cross-origin JSON with a bearer header) and was answered.
    expect(vapi.api.requests.some((r) => r.method === "OPTIONS" && r.path === "/call/web")).toBe(
      true,
    );

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
  vapi.api.answerWith({ kind: "unauthorized" });
  const hero = await startFrom(page, "hero");
  const error = page.getByRole("alert").filter({ hasText: "Failed to start voice call" });
  await expect(error).toBeVisible();
  await expect(hero).toBeEnabled();
  await expect(page.getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  // Only the placement that failed shows the error.
  await expect(error).toHaveCount(1);

  // The SDK is not left believing a call is running: a second click sends a second request.
  const sent = webCalls(vapi.api).length;
  await hero.click();
  await expect.poll(() => webCalls(vapi.api).length).toBe(sent + 1);
  await expect(error).toBeVisible();
  expect(outside).toEqual([]);
});

test("a room that cannot be reached returns to idle with the error shown", async ({
  page,
  context,
}) => {
  const outside = await blockElsewhere(context);
  const closedPort = await freePort();
  vapi.api.answerWith({ kind: "created", webCallUrl: `http://127.0.0.1:${closedPort}/room` });

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
      VAPI_API_URL: vapi.api.url,
      VAPI_PUBLIC_KEY: "",
      VAPI_ASSISTANT_ID: "asst-shared",
    },
  });
  try {
    expect(keyless.output()).toContain("VAPI_PUBLIC_KEY is not set");
    const sent = webCalls(vapi.api).length;
    await giveConsent(page);
    await page.goto(keyless.origin + "/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Book Appointment with AI" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Voice assistant not initialized" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Book Appointment with AI" })).toBeEnabled();
    expect(webCalls(vapi.api).length).toBe(sent);
    expect(outside).toEqual([]);
  } finally {
    await keyless.stop();
  }
});
