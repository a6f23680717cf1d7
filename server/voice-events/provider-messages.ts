import { z } from "zod";
import {
  SOURCE_LANGUAGE,
  isLanguage,
  siteLanguages,
  type Language,
} from "../../core/content/languages";
import { callPlacements } from "../../core/voice/placements";
import type { CallContext } from "../db/inquiry-source";
import type { ChatTurn } from "../../core/chat/conversation";
import { providerChatFrom } from "./provider-chat";

/**
 * The voice provider's server messages (Vapi "Server URL"): `{ message: { type, call, ... } }`.
 * Parsing is lenient: fields this server does not use are ignored, and a field of an unexpected
 * type reads as absent, so a provider that adds or renames things never turns a call into an error.
 */

const text = z.string().nullish().catch(undefined);
const record = z.record(z.string(), z.unknown());

const customer = z.object({ number: text }).nullish().catch(undefined);

/**
 * What the site's call button sent with the call (app/voice/call-consent.ts): it comes from a
 * visitor's browser, so each part is checked and read as absent when it is not what it should be.
 */
const callMetadata = z
  .object({
    consentVersion: z.number().int().positive().max(1_000_000).nullish().catch(undefined),
    consentedAt: z.iso.datetime().nullish().catch(undefined),
    placement: z.enum(callPlacements).nullish().catch(undefined),
    pagePath: z.string().startsWith("/").max(200).nullish().catch(undefined),
    timeZone: z.string().max(64).nullish().catch(undefined),
    language: z.string().refine(isLanguage).nullish().catch(undefined),
  })
  .nullish()
  .catch(undefined);

/** The prompt's variables a call or a chat was started with: `language` names its language. */
const variableValues = z
  .object({ language: z.string().max(64).nullish().catch(undefined) })
  .nullish()
  .catch(undefined);

const call = z
  .object({
    id: text,
    customer,
    assistantOverrides: z
      .object({ metadata: callMetadata, variableValues })
      .nullish()
      .catch(undefined),
  })
  .nullish()
  .catch(undefined);

/** `{ id, name, arguments }` or the OpenAI style `{ id, type: "function", function: { name, arguments } }`. */
const toolCall = z.union([
  z.object({
    id: z.string().min(1),
    function: z.object({ name: z.string(), arguments: z.unknown() }),
  }),
  z.object({ id: z.string().min(1), name: z.string(), arguments: z.unknown() }),
]);

/** A chat tells its language only through the variables the browser started it with. */
const chat = z
  .looseObject({ assistantOverrides: z.object({ variableValues }).nullish().catch(undefined) })
  .nullish()
  .catch(undefined);

const envelope = z.object({
  message: z.looseObject({ type: z.string().min(1), call, customer, chat }),
});

const toolCallsMessage = z.object({
  toolCallList: z.array(z.unknown()).optional().catch(undefined),
  /** Older shape: the tool and its call side by side. */
  toolWithToolCallList: z
    .array(z.object({ toolCall: z.unknown() }).catch({ toolCall: undefined }))
    .optional()
    .catch(undefined),
});

const transcriptLine = z
  .object({ role: text, message: text })
  .catch({ role: undefined, message: undefined });

const endOfCallReport = z.object({
  endedReason: text,
  summary: text,
  transcript: text,
  analysis: z
    .object({ summary: text, structuredData: record.nullish().catch(undefined) })
    .nullish()
    .catch(undefined),
  artifact: z
    .object({ transcript: text, messages: z.array(transcriptLine).nullish().catch(undefined) })
    .nullish()
    .catch(undefined),
  messages: z.array(transcriptLine).nullish().catch(undefined),
});

export interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

export interface CallReport {
  endedReason: string | null;
  summary: string | null;
  transcript: string | null;
  /** What the caller said, one entry per turn (the assistant's turns left out). */
  callerSaid: string[];
  structuredData: Record<string, unknown>;
}

/** What every message about a call says about it. */
interface CallFacts {
  callId: string | null;
  customerNumber: string | null;
  /** Null for a call the site's buttons did not start (a phone call, say). */
  context: CallContext | null;
  /** The language of the page the call or chat started on (the source's when it names none). */
  language: Language;
}

export type ProviderMessage =
  | ({
      type: "tool-calls";
      toolCalls: ToolCall[];
      /** Set when the tool was called in a chat, not a call: the conversation so far. */
      chat: { turns: ChatTurn[]; session: string | null } | null;
      /** The zone the caller's browser reported with the call (unchecked: the tools check it). */
      callerTimeZone: string | null;
    } & CallFacts)
  | ({ type: "end-of-call-report" } & CallFacts & CallReport)
  | { type: "other"; name: string };

/** Reads a parsed JSON body; null when it is not a provider message at all. */
export function readProviderMessage(body: unknown): ProviderMessage | null {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return null;
  const { message } = parsed.data;
  const callId = message.call?.id || null;
  const customerNumber = message.customer?.number || message.call?.customer?.number || null;
  const context = callContext(message.call?.assistantOverrides?.metadata);
  const language = languageOf(message);

  if (message.type === "tool-calls") {
    const { toolCallList, toolWithToolCallList } = toolCallsMessage.parse(message);
    const raw = toolCallList ?? toolWithToolCallList?.map((entry) => entry.toolCall) ?? [];
    const toolCalls = raw.flatMap((entry) => {
      const call = toolCall.safeParse(entry);
      if (!call.success) return [];
      const { name, arguments: args } = "function" in call.data ? call.data.function : call.data;
      return [{ id: call.data.id, name, arguments: argumentsObject(args) }];
    });
    const chat = providerChatFrom(message);
    const callerTimeZone = message.call?.assistantOverrides?.metadata?.timeZone ?? null;
    return {
      type: "tool-calls",
      callId,
      customerNumber,
      context,
      language,
      toolCalls,
      chat,
      callerTimeZone,
    };
  }

  if (message.type === "end-of-call-report") {
    const report = endOfCallReport.parse(message);
    const turns = report.artifact?.messages ?? report.messages ?? [];
    const transcript = report.artifact?.transcript || report.transcript || null;
    return {
      type: "end-of-call-report",
      callId,
      customerNumber,
      context,
      language,
      endedReason: report.endedReason || null,
      summary: report.analysis?.summary || report.summary || null,
      transcript,
      callerSaid: turns.length ? callerTurns(turns) : callerLines(transcript),
      structuredData: report.analysis?.structuredData ?? {},
    };
  }

  return { type: "other", name: message.type };
}

/**
 * A call's language is in its metadata (app/voice/call-consent.ts); a chat's, as the name its
 * prompt reads, in its variables.
 */
function languageOf(message: z.infer<typeof envelope>["message"]): Language {
  const named = message.call?.assistantOverrides?.metadata?.language;
  if (named && isLanguage(named)) return named;
  const name = (message.call?.assistantOverrides ?? message.chat?.assistantOverrides)
    ?.variableValues?.language;
  const found = Object.values(siteLanguages).find((language) => language.name === name);
  return found?.code ?? SOURCE_LANGUAGE;
}

function callContext(metadata: z.infer<typeof callMetadata>): CallContext | null {
  if (!metadata?.placement) return null;
  const consented = metadata.consentVersion && metadata.consentedAt;
  return {
    consentVersion: consented ? metadata.consentVersion! : null,
    consentedAt: consented ? metadata.consentedAt! : null,
    placement: metadata.placement,
    pagePath: metadata.pagePath ?? null,
  };
}

/** Arguments arrive as an object or as the model's JSON text; anything else reads as none given. */
function argumentsObject(args: unknown): Record<string, unknown> {
  let value = args;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const CALLER_ROLES = new Set(["user", "customer"]);

function callerTurns(turns: z.infer<typeof transcriptLine>[]): string[] {
  return turns.flatMap((turn) =>
    turn.role && CALLER_ROLES.has(turn.role.toLowerCase()) && turn.message ? [turn.message] : [],
  );
}

/** The plain transcript reads "AI: ...\nUser: ..."; only the caller's lines are theirs. */
function callerLines(transcript: string | null): string[] {
  if (!transcript) return [];
  return transcript.split("\n").flatMap((line) => {
    const match = /^\s*(\w+)\s*:\s*(.*)$/.exec(line);
    return match && CALLER_ROLES.has(match[1]!.toLowerCase()) && match[2] ? [match[2]] : [];
  });
}
