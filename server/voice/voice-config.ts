import type { Context } from "hono";
import { callPlacements, type CallPlacement } from "../../core/voice/placements";
import { SOURCE_LANGUAGE, siteLanguages } from "../../core/content/languages";
import type { SpokenLanguage, VoiceClientConfig } from "../../core/voice/voice-client-config";
import { languageAssistantVariable, type Config } from "../config";

const placementVariable = {
  hero: "VAPI_ASSISTANT_ID_HERO",
  demo: "VAPI_ASSISTANT_ID_DEMO",
  contact: "VAPI_ASSISTANT_ID_CONTACT",
  widget: "VAPI_ASSISTANT_ID_WIDGET",
} as const satisfies Record<CallPlacement, keyof Config>;

/** A placement's assistant: its own variable, else VAPI_ASSISTANT_ID, else nothing. */
function assistantFor(config: Config, placement: CallPlacement): string | null {
  const id = config[placementVariable[placement]] || config.VAPI_ASSISTANT_ID;
  if (id) return id;
  // The simulated provider needs no account: distinct ids keep the four button states apart.
  return config.VOICE_PROVIDER === "simulated" ? `simulated-${placement}` : null;
}

/** The chat's assistant: VAPI_ASSISTANT_ID_CHAT, else VAPI_ASSISTANT_ID, else nothing. */
function chatAssistant(config: Config): string | null {
  const id = config.VAPI_ASSISTANT_ID_CHAT || config.VAPI_ASSISTANT_ID;
  if (id) return id;
  return config.VOICE_PROVIDER === "simulated" ? "simulated-chat" : null;
}

/** Deepgram's model for a transcriber told the call's language. */
const TRANSCRIBER_MODEL = "nova-2";

/**
 * How each served language is spoken: the source's by the placements' own assistants; another's by
 * VAPI_ASSISTANT_ID_<CODE>, else by the placements' assistants told its language.
 */
function spokenLanguages(config: Config): VoiceClientConfig["languages"] {
  return Object.fromEntries(
    config.SITE_LANGUAGES.map((code): [string, SpokenLanguage] => {
      const { name, assistant } = siteLanguages[code];
      const variableValues = { language: name };
      if (code === SOURCE_LANGUAGE || !assistant) {
        return [code, { assistant: null, overrides: { variableValues } }];
      }
      return [
        code,
        {
          assistant: config[languageAssistantVariable(code)] || null,
          overrides: {
            variableValues,
            transcriber: {
              provider: "deepgram",
              model: TRANSCRIBER_MODEL,
              language: assistant.transcriberLanguage,
            },
            firstMessage: assistant.firstMessage,
          },
        },
      ];
    }),
  );
}

/** What the browser may know: the public key is public by design, nothing else here is secret. */
export function voiceClientConfig(config: Config): VoiceClientConfig {
  return {
    provider: config.VOICE_PROVIDER,
    publicKey: config.VAPI_PUBLIC_KEY || null,
    apiUrl: config.VAPI_API_URL,
    assistants: Object.fromEntries(
      callPlacements.map((placement) => [placement, assistantFor(config, placement)]),
    ) as Record<CallPlacement, string | null>,
    chatAssistant: chatAssistant(config),
    assistantName: config.VAPI_ASSISTANT_NAME || null,
    consent: config.VOICE_CONSENT === "on",
    maxCallSeconds: config.VOICE_MAX_CALL_SECONDS,
    languages: spokenLanguages(config),
  };
}

/** Start-up warnings naming each missing variable that leaves a call button unable to call. */
export function voiceConfigWarnings(config: Config): string[] {
  if (config.VOICE_PROVIDER === "simulated") return [];
  const warnings: string[] = [];
  if (!config.VAPI_PUBLIC_KEY) {
    warnings.push(
      "VAPI_PUBLIC_KEY is not set: voice calls will fail with 'Voice assistant not initialized'",
    );
  }
  const missing = callPlacements.filter((placement) => !assistantFor(config, placement));
  if (missing.length > 0) {
    warnings.push(
      `VAPI_ASSISTANT_ID is not set (nor ${missing.map((p) => placementVariable[p]).join(", ")}): ` +
        "those call buttons will fail with 'Assistant or Squad or Workflow must be provided.'",
    );
  }
  if (!chatAssistant(config)) {
    warnings.push(
      "VAPI_ASSISTANT_ID is not set (nor VAPI_ASSISTANT_ID_CHAT): the chat will say it is not available",
    );
  }
  return warnings;
}

/** GET /api/voice/config (VOICE_CONFIG_PATH), fetched when a call button or the widget first needs it. */
export function voiceConfigHandler(config: Config) {
  const body = voiceClientConfig(config);
  return (c: Context) => {
    // Short-lived: a redeploy with another assistant reaches open tabs within a minute.
    c.header("Cache-Control", "public, max-age=60");
    return c.json(body);
  };
}
