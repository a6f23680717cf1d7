import { expect, test, type Page } from "@playwright/test";
import { chatCopy } from "../../app/content/es/chat";
import { words } from "../../app/content/es/words";
import { CONSENT_STORAGE_KEY } from "../../app/voice/call-consent";
import { siteLanguages } from "../../core/content/languages";
import { useVapiSite } from "../support/vapi-site";
import { gotoInteractive } from "./site-helpers";
import { webCalls } from "./voice-helpers";

/**
 * The assistant a Spanish page starts, against a fake provider API: the placement's own, told to
 * speak Spanish by the call's overrides, while the site has no Spanish assistant; and
 * VAPI_ASSISTANT_ID_ES for every button and the chat once it has one. Each call's metadata says
 * its language, which the tools answer in (server/voice-events/voice-language.test.ts).
 */

test.describe.configure({ timeout: 60_000 });
test.use({ locale: "es-US", timezoneId: "Europe/Madrid" });

const { paths } = siteLanguages.es;
const heroLabel = words.layout.voice.callButtonLabels.hero.idle;

/** This browser agreed to the Spanish disclosure already: a call button calls at once. */
async function agreedInSpanish(page: Page) {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ version: 1, language: "es", at: "2026-03-02T08:00:00.000Z" }),
    );
  }, CONSENT_STORAGE_KEY);
}

async function chatOnce(page: Page) {
  await page.getByRole("tab", { name: words.home.demo.tabs.chat.label }).click();
  const panel = page.getByRole("tabpanel", { name: words.home.demo.tabs.chat.label });
  await panel.getByRole("textbox", { name: chatCopy.inputLabel }).fill("¿Agendan citas?");
  await panel.getByRole("button", { name: chatCopy.send, exact: true }).click();
}

test.describe("without a Spanish assistant", () => {
  const vapi = useVapiSite({
    VAPI_PUBLIC_KEY: "test-key",
    VAPI_ASSISTANT_ID: "asst-voice",
    VAPI_ASSISTANT_ID_CHAT: "asst-chat",
  });

  test("a call asks the placement's assistant to listen and answer in Spanish, and says so", async ({
    page,
  }) => {
    vapi.api.answerWith({ kind: "unauthorized" });
    await agreedInSpanish(page);
    await gotoInteractive(page, `${vapi.site.origin}${paths.home}`);
    await page.getByRole("button", { name: heroLabel }).click();
    await expect.poll(() => webCalls(vapi.api).length).toBe(1);
    expect(webCalls(vapi.api)[0]!.body).toMatchObject({
      assistantId: "asst-voice",
      assistantOverrides: {
        transcriber: { provider: "deepgram", language: "es" },
        firstMessage: siteLanguages.es.assistant!.firstMessage,
        variableValues: { language: "Spanish" },
        metadata: { language: "es", consentVersion: 1, placement: "hero", pagePath: paths.home },
      },
    });
    // The refusal reads in Spanish.
    await expect(page.getByRole("alert")).toHaveText(words.layout.voice.callErrors.startFailed);
  });

  test("the chat names Spanish to the chat's assistant", async ({ page }) => {
    await gotoInteractive(page, `${vapi.site.origin}${paths.home}`);
    await chatOnce(page);
    await expect.poll(() => vapi.api.chatRequests().length).toBe(1);
    expect(vapi.api.chatRequests()[0]!.body).toMatchObject({
      assistantId: "asst-chat",
      assistantOverrides: { variableValues: { language: "Spanish" } },
    });
  });
});

test.describe("with VAPI_ASSISTANT_ID_ES", () => {
  const vapi = useVapiSite({
    VAPI_PUBLIC_KEY: "test-key",
    VAPI_ASSISTANT_ID: "asst-voice",
    VAPI_ASSISTANT_ID_CHAT: "asst-chat",
    VAPI_ASSISTANT_ID_ES: "asst-es",
  });

  test("every call button and the chat of a Spanish page use it; an English page keeps its own", async ({
    page,
  }) => {
    vapi.api.answerWith({ kind: "unauthorized" });
    await agreedInSpanish(page);
    await gotoInteractive(page, `${vapi.site.origin}${paths.home}`);
    await page.getByRole("button", { name: heroLabel }).click();
    await expect.poll(() => webCalls(vapi.api).length).toBe(1);
    const call = webCalls(vapi.api)[0]!.body as {
      assistantId: string;
      assistantOverrides: Record<string, unknown>;
    };
    expect(call.assistantId).toBe("asst-es");
    // Its own assistant listens and speaks Spanish by itself: nothing of it is overridden.
    expect(call.assistantOverrides).not.toHaveProperty("transcriber");
    expect(call.assistantOverrides).toMatchObject({ metadata: { language: "es" } });

    await chatOnce(page);
    await expect.poll(() => vapi.api.chatRequests().length).toBe(1);
    expect(vapi.api.chatRequests()[0]!.body).toMatchObject({ assistantId: "asst-es" });

    await gotoInteractive(page, `${vapi.site.origin}/`);
    await page.getByRole("tab", { name: "Chatbot Demo" }).click();
    const panel = page.getByRole("tabpanel", { name: "Chatbot Demo" });
    await panel.getByRole("textbox", { name: "Your message" }).fill("Do you book?");
    await panel.getByRole("button", { name: "Send", exact: true }).click();
    await expect.poll(() => vapi.api.chatRequests().length).toBe(2);
    expect(vapi.api.chatRequests()[1]!.body).toMatchObject({ assistantId: "asst-chat" });
  });
});
