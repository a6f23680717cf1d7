import { CHAT_MESSAGE_MAX_LENGTH } from "../../core/chat/conversation";
import type { ChatPlacement } from "../../core/insights/insight-events";
import { sendInsight } from "~/insights/beacon";
import { createExternalStore } from "~/assistant/external-store";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import type { Language } from "../../core/content/languages";
import { chatAssistantIn, loadVoiceConfig } from "~/assistant/assistant-config";
import { ChatFailure, type ChatClient } from "./chat-client";
import {
  emptyChat,
  isAnswering,
  nextChatState,
  type ChatState,
  type ChatTransition,
} from "./chat-state";
import { simulatedChatClient } from "./simulated-chat-client";
import { vapiChatClient } from "./vapi-chat-client";

/**
 * The page's one conversation. Module-level, so it survives client-side navigation: the demo tab
 * and the widget on every page read and write the same one.
 */
export const chatStore = createExternalStore<ChatState>(emptyChat);

function apply(transition: ChatTransition) {
  chatStore.set(nextChatState(chatStore.get(), transition));
}

let client: Promise<ChatClient> | null = null;

/**
 * The configured provider's client in the page's language, made once per page (again only after
 * a failure): a page is in one language, another language is another document.
 */
function loadClient(language: Language): Promise<ChatClient> {
  client ??= loadVoiceConfig().then(
    (config) => {
      if (config.provider === "simulated") return simulatedChatClient(language);
      const assistantId = chatAssistantIn(config, language);
      if (!config.publicKey || !assistantId) throw new ChatFailure("not-configured");
      return vapiChatClient({
        apiUrl: config.apiUrl,
        publicKey: config.publicKey,
        assistantId,
        // The source language's chat is as it ever was; another's names its language.
        variableValues:
          language === SOURCE_LANGUAGE
            ? undefined
            : config.languages[language]?.overrides.variableValues,
      });
    },
    () => {
      throw new ChatFailure("unreachable");
    },
  );
  client.catch(() => (client = null));
  return client;
}

/** The answer being written, so Stop and Clear can end it. */
let answering: AbortController | null = null;

/**
 * Fragments that arrived since they were last shown: a fast model sends several a frame, and
 * showing them together every SHOW_EVERY_MS, in a task of their own apart from the frame that
 * then draws them, keeps a long answer from blocking the page on a slow phone
 * (bench/chat-stream.ts). Twenty times a second still reads as words arriving.
 */
const SHOW_EVERY_MS = 50;
let arrived: { text: string; sessionId?: string } = { text: "" };
let showing: ReturnType<typeof setTimeout> | undefined;

function showArrived() {
  clearTimeout(showing);
  showing = undefined;
  if (!arrived.text) return;
  const { text, sessionId } = arrived;
  arrived = { text: "" };
  apply({ type: "delta", text, sessionId });
}

function arrive(text: string, sessionId: string | undefined) {
  arrived = { text: arrived.text + text, sessionId: arrived.sessionId ?? sessionId };
  showing ??= setTimeout(showArrived, SHOW_EVERY_MS);
}

/** Sends a message and streams its answer into the conversation, in the page's language. */
export async function sendMessage(text: string, placement: ChatPlacement, language: Language) {
  const input = text.trim();
  if (!input || input.length > CHAT_MESSAGE_MAX_LENGTH || isAnswering(chatStore.get())) return;
  if (chatStore.get().messages.length === 0) sendInsight("chat_started", placement);
  apply({ type: "sent", text: input });
  const abort = new AbortController();
  answering = abort;
  try {
    const loaded = await loadClient(language);
    if (abort.signal.aborted) return;
    const request = { input, sessionId: chatStore.get().sessionId, signal: abort.signal };
    await loaded.stream(request, (delta, sessionId) => {
      if (!abort.signal.aborted) arrive(delta, sessionId);
    });
    if (abort.signal.aborted) return;
    showArrived();
    apply({ type: "finished" });
  } catch (error) {
    if (abort.signal.aborted) return;
    showArrived();
    if (!(error instanceof ChatFailure)) console.error("chat: the answer failed", error);
    apply({
      type: "failed",
      problem: error instanceof ChatFailure ? error.problem : "unreachable",
    });
  } finally {
    if (answering === abort) answering = null;
  }
}

/** Stop: the answer ends where it is; what arrived stays, marked as stopped. */
export function stopAnswer() {
  if (!answering) return;
  answering.abort();
  answering = null;
  showArrived();
  apply({ type: "stopped" });
}

/** Clear: a new conversation, in a new session. */
export function clearConversation() {
  answering?.abort();
  answering = null;
  clearTimeout(showing);
  showing = undefined;
  arrived = { text: "" };
  apply({ type: "cleared" });
}
