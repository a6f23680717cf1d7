import type { Kysely } from "kysely";
import { voiceLeads, voiceTools, type ReplyChannel } from "../../app/content/voice-leads";
import type { NewInquiry } from "../db/inquiry-store";
import type { Database, DeliveryChannel } from "../db/schema";
import type { Logger } from "../logger";
import { callerDetails } from "./caller-details";
import type { ProviderMessage, ToolCall } from "./provider-messages";
import { spokenTime } from "./spoken-time";
import { checkBookingArguments, checkLeadArguments, type ArgumentCheck } from "./tool-arguments";
import { insertInquiryOnce, recordCallReport } from "./voice-lead-store";

export interface VoiceEventsDeps {
  db: Kysely<Database>;
  /** Channels configured now; each voice inquiry gets one delivery per channel, like a form's. */
  channels: readonly DeliveryChannel[];
  logger: Logger;
  /** Called after an inquiry with deliveries is committed: wakes the outbox worker. */
  onQueued?: () => void;
  now?: () => number;
}

/** One entry of the answer to a `tool-calls` message: a sentence to say, or an error. */
export type ToolResult =
  { toolCallId: string; result: string } | { toolCallId: string; error: string };

const tools: Record<
  string,
  {
    check: (args: Record<string, unknown>) => ArgumentCheck;
    say: (lead: NewInquiry, reply: ReplyChannel) => string;
  }
> = {
  [voiceTools.bookAppointment]: {
    check: checkBookingArguments,
    say: (lead, reply) => voiceLeads.booked(spokenTime(lead.voice?.preferredTime ?? ""), reply),
  },
  [voiceTools.captureLead]: {
    check: checkLeadArguments,
    say: (_, reply) => voiceLeads.captured(reply),
  },
};

/** What the assistant's tools and the call's end turn into: inquiries in the form's pipeline. */
export function createVoiceEvents({
  db,
  channels,
  logger,
  onQueued,
  now = Date.now,
}: VoiceEventsDeps) {
  async function answerToolCall(call: ToolCall, callId: string | null): Promise<ToolResult> {
    const log = { toolCallId: call.id, tool: call.name, callId };
    const tool = tools[call.name];
    if (!tool) {
      logger.warn(log, "voice tool call for an unknown tool");
      return { toolCallId: call.id, error: voiceLeads.unknownTool(call.name) };
    }
    const checked = tool.check(call.arguments);
    if (!checked.ok) {
      logger.info(
        { ...log, missing: checked.asks.length },
        "voice tool call with arguments to ask again",
      );
      return {
        toolCallId: call.id,
        result: voiceLeads.askAgain(call.name, checked.problems, checked.asks),
      };
    }
    const inquiry: NewInquiry = {
      fields: checked.lead.fields,
      receivedAt: new Date(now()),
      spamReason: null,
      channels,
      voice: { callId, preferredTime: checked.lead.preferredTime },
    };
    const reply: ReplyChannel = inquiry.fields.email ? "e-mail" : "phone";
    try {
      const outcome = await insertInquiryOnce(
        db,
        `tool-call:${call.id}`,
        inquiry,
        tool.say(inquiry, reply),
      );
      if (outcome.inquiry) {
        logger.info({ ...log, inquiryId: outcome.inquiry.id, channels }, "voice inquiry received");
        queued();
      } else {
        logger.info(log, "voice tool call repeated: first answer given again");
      }
      return { toolCallId: call.id, result: outcome.result };
    } catch (error) {
      // The caller is still on the line: the assistant hears what to do instead of silence.
      logger.error({ ...log, err: error }, "voice inquiry could not be stored");
      return { toolCallId: call.id, error: voiceLeads.unavailable };
    }
  }

  function queued() {
    if (channels.length > 0) onQueued?.();
  }

  /** The answer body for a message: tool results, or nothing to say. */
  async function handle(
    message: ProviderMessage,
  ): Promise<{ results: ToolResult[] } | Record<string, never>> {
    if (message.type === "tool-calls") {
      const results: ToolResult[] = [];
      for (const call of message.toolCalls)
        results.push(await answerToolCall(call, message.callId));
      return { results };
    }
    if (message.type === "end-of-call-report") {
      const receivedAt = new Date(now());
      const outcome = await recordCallReport(
        db,
        message,
        () => {
          const caller = callerDetails(message, message.customerNumber);
          if (!caller) return null;
          return {
            fields: { ...caller, message: message.summary ?? voiceLeads.incompleteMessage },
            receivedAt,
            spamReason: null,
            channels,
            voice: {
              callId: message.callId,
              summary: message.summary,
              endedReason: message.endedReason,
              transcript: message.transcript,
              incomplete: true,
            },
          };
        },
        voiceLeads.reportHandled,
      );
      const log = { callId: message.callId, outcome: outcome.kind };
      if (outcome.kind === "created") {
        logger.info(
          { ...log, inquiryId: outcome.inquiry.id },
          "incomplete voice lead kept from a call report",
        );
        queued();
      } else {
        logger.info(log, "voice call report handled");
      }
      return {};
    }
    logger.debug({ type: message.name }, "voice server message ignored");
    return {};
  }

  return { handle };
}

export type VoiceEvents = ReturnType<typeof createVoiceEvents>;
