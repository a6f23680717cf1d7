import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { voiceClientConfig, voiceConfigWarnings } from "./voice-config";

describe("the browser's voice configuration", () => {
  it("gives each placement its own assistant, else VAPI_ASSISTANT_ID", () => {
    const config = loadConfig({
      VAPI_PUBLIC_KEY: "pk-123",
      VAPI_ASSISTANT_ID: "shared",
      VAPI_ASSISTANT_ID_HERO: "hero-1",
      VAPI_ASSISTANT_NAME: "Ava",
    });
    expect(voiceClientConfig(config)).toEqual({
      provider: "vapi",
      publicKey: "pk-123",
      apiUrl: "https://api.vapi.ai",
      assistants: { hero: "hero-1", demo: "shared", contact: "shared", widget: "shared" },
      chatAssistant: "shared",
      assistantName: "Ava",
      consent: true,
      maxCallSeconds: 600,
      languages: {
        en: { assistant: null, overrides: { variableValues: { language: "English" } } },
        es: {
          assistant: null,
          overrides: {
            variableValues: { language: "Spanish" },
            transcriber: { provider: "deepgram", model: "nova-2", language: "es" },
            firstMessage: expect.stringMatching(/^Hola, soy Ava/),
          },
        },
      },
    });
    expect(voiceConfigWarnings(config)).toEqual([]);
  });

  it("gives a Spanish page VAPI_ASSISTANT_ID_ES for every button and the chat, when set", () => {
    const config = loadConfig({ VAPI_ASSISTANT_ID: "shared", VAPI_ASSISTANT_ID_ES: "ava-es" });
    expect(voiceClientConfig(config).languages.es).toMatchObject({
      assistant: "ava-es",
      overrides: { variableValues: { language: "Spanish" } },
    });
  });

  it("speaks only the languages the site serves", () => {
    const config = loadConfig({ SITE_LANGUAGES: "en", VAPI_ASSISTANT_ID_ES: "ava-es" });
    expect(Object.keys(voiceClientConfig(config).languages)).toEqual(["en"]);
  });

  it("gives the chat VAPI_ASSISTANT_ID_CHAT, else VAPI_ASSISTANT_ID", () => {
    const own = loadConfig({ VAPI_ASSISTANT_ID: "shared", VAPI_ASSISTANT_ID_CHAT: "texter" });
    expect(voiceClientConfig(own).chatAssistant).toBe("texter");
    expect(voiceClientConfig(loadConfig({})).chatAssistant).toBeNull();
    expect(voiceConfigWarnings(loadConfig({ VAPI_PUBLIC_KEY: "pk" })).join("\n")).toMatch(
      /VAPI_ASSISTANT_ID_CHAT/,
    );
  });

  it("asks for consent before a call unless VOICE_CONSENT=off", () => {
    expect(voiceClientConfig(loadConfig({ VOICE_CONSENT: "off" })).consent).toBe(false);
    expect(voiceClientConfig(loadConfig({ VOICE_CONSENT: "on" })).consent).toBe(true);
  });

  it("without a key or assistant, says nothing secret and warns naming the variables", () => {
    const config = loadConfig({ VAPI_API_URL: "http://127.0.0.1:9999/" });
    expect(voiceClientConfig(config)).toMatchObject({
      publicKey: null,
      apiUrl: "http://127.0.0.1:9999",
      assistants: { hero: null, demo: null, contact: null, widget: null },
      assistantName: null,
    });
    const warnings = voiceConfigWarnings(config).join("\n");
    expect(warnings).toMatch(/VAPI_PUBLIC_KEY is not set/);
    expect(warnings).toMatch(/VAPI_ASSISTANT_ID is not set/);
  });

  it("the simulated provider needs no account", () => {
    const config = loadConfig({ VOICE_PROVIDER: "simulated" });
    expect(voiceClientConfig(config).assistants.demo).toBe("simulated-demo");
    expect(voiceClientConfig(config).chatAssistant).toBe("simulated-chat");
    expect(voiceConfigWarnings(config)).toEqual([]);
  });

  it("rejects an unknown provider with the expected form", () => {
    expect(() => loadConfig({ VOICE_PROVIDER: "twilio" })).toThrow(
      /VOICE_PROVIDER: vapi or simulated/,
    );
  });
});
