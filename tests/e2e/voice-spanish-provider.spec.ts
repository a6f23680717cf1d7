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

/**
 * Presses the Spanish home page's hero call button in a browser that agreed to the Spanish
 * disclosure already; the provider refuses the call. What the page asked the provider for.
 */
async function heroCallInSpanish(page: Page, vapi: ReturnType<typeof useVapiSite>) {
  vapi.api.answerWith({ kind: "unauthorized" });
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ version: 1, language: "es", at: "2026-03-02T08:00:00.000Z" }),
    );
  }, CONSENT_STORAGE_KEY);
  await gotoInteractive(page, `${vapi.site.origin}${paths.home}`);
  await page.getByRole("button", { name: heroLabel }).click();
  await expect.poll(() => webCalls(vapi.api).length).toBe(1);
  return webCalls(vapi.api)[0]!.body;
}

const spanishChat = {
  tab: words.home.demo.tabs.chat.label,
  input: chatCopy.inputLabel,
  send: chatCopy.send,
  message: "¿Agendan citas?",
};

/** Sends one message from the home page's chat demo, by its labels in the page's language. */
async function chatOnce(page: Page, chat = spanishChat) {
  await page.getByRole("tab", { name: chat.tab }).click();
  const panel = page.getByRole("tabpanel", { name: chat.tab });
  await panel.getByRole("textbox", { name: chat.input }).fill(chat.message);
  await panel.getByRole("button", { name: chat.send, exact: true }).click();
}

const assistants = {
  VAPI_PUBLIC_KEY: "test-key",
  VAPI_ASSISTANT_ID: "asst-voice",
  VAPI_ASSISTANT_ID_CHAT: "asst-chat",
};

test.describe("without a Spanish assistant", () => {
  const vapi = useVapiSite(assistants);

  test("a call asks the placement's assistant to listen and answer in Spanish, and says so", async ({
    page,
  }) => {
    expect(await heroCallInSpanish(page, vapi)).toMatchObject({
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
  const vapi = useVapiSite({ ...assistants, VAPI_ASSISTANT_ID_ES: "asst-es" });

  test("every call button and the chat of a Spanish page use it; an English page keeps its own", async ({
    page,
  }) => {
    const call = (await heroCallInSpanish(page, vapi)) as {
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
    await chatOnce(page, {
      tab: "Chatbot Demo",
      input: "Your message",
      send: "Send",
      message: "Do you book?",
    });
    await expect.poll(() => vapi.api.chatRequests().length).toBe(2);
    expect(vapi.api.chatRequests()[1]!.body).toMatchObject({ assistantId: "asst-chat" });
  });
});
