import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { startServer } from "../support/production-server";
import { useVapiSite } from "../support/vapi-site";
import { VOICE_CONSENT_VERSION, voiceConsent } from "../../app/content/voice-consent";
import {
  countMicrophoneRequests,
  giveConsent,
  pressFirst,
  watchElsewhere,
  webCalls,
} from "./voice-helpers";

/**
 * The real Vapi web SDK in Chromium, against a fake provider API on 127.0.0.1: nothing of a call
 * is loaded, asked or sent before the caller agrees, and what the start request then carries.
 */

test.describe.configure({ mode: "serial", timeout: 60_000 });

const vapi = useVapiSite({
  VAPI_PUBLIC_KEY: "test-key",
  VAPI_ASSISTANT_ID: "asst-shared",
  VAPI_ASSISTANT_ID_CONTACT: "asst-contact",
});

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
  vapi.api.answerWith({ kind: "unauthorized" });
  const before = vapi.api.requests.length;

  await page.goto(vapi.site.origin + "/contact");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Talk to Our AI Receptionist" });
  await button.hover();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Before you talk to our AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("recorded and transcribed");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((text) => text.includes("call-machine"))).toEqual([]);
  expect(vapi.api.requests.length).toBe(before);
  expect(await microphoneRequests()).toBe(0);

  const agreedAfter = new Date().toISOString();
  await dialog.getByRole("button", { name: "Start the call" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => webCalls(vapi.api).length).toBeGreaterThan(0);
  const call = webCalls(vapi.api).at(-1)!;
  expect(call.body).toMatchObject({
    assistantId: "asst-contact",
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
  vapi.api.answerWith({ kind: "unauthorized" });
  await giveConsent(page, VOICE_CONSENT_VERSION - 1);
  const before = webCalls(vapi.api).length;
  await pressFirst(page, "hero", vapi.site.origin);
  const dialog = page.getByRole("dialog", { name: voiceConsent.title });
  await expect(dialog).toBeVisible();
  expect(webCalls(vapi.api).length).toBe(before);
  await dialog.getByRole("button", { name: voiceConsent.start }).click();
  await expect.poll(() => webCalls(vapi.api).length).toBe(before + 1);
  expect(webCalls(vapi.api).at(-1)!.body).toMatchObject({
    assistantOverrides: { metadata: { consentVersion: VOICE_CONSENT_VERSION } },
  });
  const hero = page.getByRole("button", { name: "Book Appointment with AI" });
  await expect(hero).toBeEnabled();
  await hero.click();
  await expect.poll(() => webCalls(vapi.api).length).toBe(before + 2);
  await expect(dialog).toHaveCount(0);
});

test("with VOICE_CONSENT=off a press calls at once, and says no consent was asked", async ({
  page,
}) => {
  vapi.api.answerWith({ kind: "unauthorized" });
  const open = await startServer({
    env: {
      VOICE_PROVIDER: "vapi",
      VOICE_CONSENT: "off",
      VAPI_API_URL: vapi.api.url,
      VAPI_PUBLIC_KEY: "test-key",
      VAPI_ASSISTANT_ID: "asst-shared",
    },
  });
  try {
    const before = webCalls(vapi.api).length;
    await pressFirst(page, "hero", open.origin);
    await expect.poll(() => webCalls(vapi.api).length).toBe(before + 1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(webCalls(vapi.api).at(-1)!.body).toMatchObject({
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
  const requestsBefore = vapi.api.requests.length;
  await giveConsent(page);
  await page.goto(vapi.site.origin + "/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(sdkLoads).toEqual([]);

  await page.getByRole("button", { name: "Book Appointment with AI" }).hover();
  await expect.poll(() => sdkLoads.length).toBe(1);
  // Prefetching loads code and configuration only: no call is placed.
  expect(vapi.api.requests.length).toBe(requestsBefore);
  expect(outside).toEqual([]);
});
