import { voiceLeadRecords, voiceTools } from "../../core/content/voice-leads";
import { siteLanguages } from "../../core/content/languages";
import type { Inquiry, NewInquiry } from "../db/inquiry-store";
import { attributionColumns, type CountedVisit, type LeadCounter } from "../inquiries/lead-counter";
import type { LeadOrigin } from "../db/inquiry-source";
import { CHAT_SOURCE } from "../../core/chat/chat-lead";
import { VOICE_SOURCE } from "../../core/voice/voice-lead-email";
import type { DeliveryChannel } from "../db/schema";
import type { Logger } from "../logger";
import { callerDetails } from "./caller-details";
import type { ProviderMessage, ToolCall } from "./provider-messages";
import { checkLeadArguments } from "./tool-arguments";
import type { TransactionBatcher } from "../db/transaction-batcher";
import type { RateLimiter } from "../limits/rate-limiter";
import { toolLeadBudget } from "./tool-lead-budget";
import { firstAnswer, insertInquiryOnce, recordCallReport } from "./voice-lead-store";
import { transcriptText } from "../../core/chat/transcript-text";
import type { BookingTools } from "../booking/booking-wing";
import { bookingTools as bookingToolNames } from "../../core/content/booking-assistant";

/** What voice asks of the counter beyond the pipeline's: a call the provider itself reported. */
export interface CallCounter extends LeadCounter {
  callReported(
    visit: CountedVisit | null,
    call: { id: string; placement: string | null; page: string | null; consented: boolean },
  ): void;
}

export interface VoiceEventsDeps {
  /** The database's shared commits: tool calls arriving together share one disk flush. */
  transactions: TransactionBatcher;
  /** Channels configured now; each voice inquiry gets one delivery per channel, like a form's. */
  channels: readonly DeliveryChannel[];
  logger: Logger;
  /** Called after an inquiry with deliveries is committed: wakes the outbox worker. */
  onQueued?: () => void;
  /** Counts each lead, with the visit its call came from (INSIGHTS). */
  insights?: CallCounter;
  /** Leads per call or chat session and per caller number (TOOL_LEAD_LIMIT); none: unbounded. */
  leadLimiter?: RateLimiter;
  now?: () => number;
  /** Answers check_availability, book_appointment, reschedule_appointment, cancel_appointment. */
  bookingTools?: BookingTools;
}

/** One entry of the answer to a `tool-calls` message: a sentence to say, or an error. */
export type ToolResult =
  { toolCallId: string; result: string } | { toolCallId: string; error: string };

type CallEnd = Extract<ProviderMessage, { type: "end-of-call-report" }>;
type ToolCallsMessage = Extract<ProviderMessage, { type: "tool-calls" }>;

/** What the door a message came through knows besides the message. */
export interface HandleOptions {
  /** The browser's address, when the browser itself posted the tool call (simulated provider). */
  clientAddress?: string;
}

/**
 * What the assistant's tools and the call's end turn into: inquiries in the form's pipeline. A
 * tool called in a chat makes a chat lead, with the conversation so far as its transcript.
 */
export function createVoiceEvents({
  transactions,
  channels,
  logger,
  onQueued,
  insights,
  leadLimiter,
  now = Date.now,
  bookingTools,
}: VoiceEventsDeps) {
  const withinBudget = leadLimiter && toolLeadBudget(leadLimiter);
  const knownTools = [
    ...(bookingTools ? Object.values(bookingToolNames) : []),
    voiceTools.captureLead,
  ];
  function queued(inquiry: Inquiry, visit: CountedVisit | null) {
    insights?.leadCreated(visit, {
      id: inquiry.id,
      source: inquiry.source ?? VOICE_SOURCE,
      placement: inquiry.call_placement ?? null,
      page: inquiry.call_page ?? "/",
    });
    if (channels.length > 0) onQueued?.();
  }

  /** The visit a call came from, found by the call its browser reported connected. */
  async function visitOfCall(callId: string | null | undefined): Promise<CountedVisit | null> {
    if (!insights || !callId) return null;
    try {
      return await insights.visitByCall(callId);
    } catch (error) {
      logger.warn({ err: error, callId }, "insights: the call's visit could not be found");
      return null;
    }
  }

  function lead(
    fields: NewInquiry["fields"],
    origin: LeadOrigin,
    visit: CountedVisit | null,
    receivedAt = new Date(now()),
  ): NewInquiry {
    const attribution = attributionColumns(visit);
    return { fields, receivedAt, spamReason: null, channels, attribution, origin };
  }

  /** Whether one more lead fits TOOL_LEAD_LIMIT; a repeat of a counted tool call is not new. */
  async function leadFits(
    call: ToolCall,
    { callId, chat, customerNumber }: Pick<ToolCallsMessage, "callId" | "chat" | "customerNumber">,
    repeated: () => Promise<boolean>,
  ) {
    if (!withinBudget || (await repeated())) return true;
    return withinBudget(call.id, { callId, chatSession: chat?.session ?? null, customerNumber });
  }

  async function answerToolCall(
    call: ToolCall,
    message: ToolCallsMessage,
    { clientAddress }: HandleOptions,
  ): Promise<ToolResult> {
    const { callId, context, chat, customerNumber, callerTimeZone, language } = message;
    const log = { toolCallId: call.id, tool: call.name, callId };
    // The assistant answers the caller in the page's language: so do the tools it reads.
    const spoken = siteLanguages[language];
    const voiceLeads = spoken.voiceLeads;
    if (bookingTools?.handles(call.name)) {
      // Each booking makes a lead once proven: counted as capture_lead's are.
      if (
        call.name === bookingToolNames.bookAppointment &&
        !(await leadFits(call, message, async () => false))
      ) {
        logger.warn(log, "booking tool call past TOOL_LEAD_LIMIT: nothing held");
        return { toolCallId: call.id, result: voiceLeads.overBudget };
      }
      try {
        const source = chat ? "chat" : "voice";
        const placement = context?.placement ?? null;
        const result = await bookingTools.answer(call, {
          source,
          callId,
          conversationId: callId ?? chat?.session ?? null,
          callerTimeZone,
          placement,
          // Only the provider's own message about a call, checked by its secret, names the
          // number the caller rings from: the simulated door builds its message without one.
          provenPhone: chat ? null : customerNumber,
          address: clientAddress,
          language,
        });
        return { toolCallId: call.id, result };
      } catch (error) {
        logger.error({ ...log, err: error }, "booking tool call could not be answered");
        return { toolCallId: call.id, error: voiceLeads.unavailable };
      }
    }
    if (call.name !== voiceTools.captureLead) {
      logger.warn(log, "voice tool call for an unknown tool");
      return { toolCallId: call.id, error: voiceLeads.unknownTool(call.name, knownTools) };
    }
    const checked = checkLeadArguments(call.arguments, spoken);
    if (!checked.ok) {
      logger.info(
        { ...log, problems: checked.problems.length },
        "voice tool call: details to ask again",
      );
      return {
        toolCallId: call.id,
        result: voiceLeads.askAgain(call.name, checked.problems, checked.asks),
      };
    }
    const receipt = `tool-call:${call.id}` as const;
    const answeredBefore = async () =>
      Boolean(await transactions.run((trx) => firstAnswer(trx, receipt)));
    if (!(await leadFits(call, message, answeredBefore))) {
      logger.warn(log, "voice tool call past TOOL_LEAD_LIMIT: nothing stored");
      return { toolCallId: call.id, result: voiceLeads.overBudget };
    }
    const { fields } = checked;
    const say = voiceLeads.captured(fields.email ? "e-mail" : "phone");
    const visit = chat ? null : await visitOfCall(callId);
    try {
      const outcome = await transactions.run((trx) =>
        insertInquiryOnce(
          trx,
          receipt,
          lead(
            fields,
            chat
              ? { source: CHAT_SOURCE, transcript: transcriptText(chat.turns) || null, language }
              : { source: VOICE_SOURCE, callId, context, language },
            visit,
          ),
          say,
        ),
      );
      if (outcome.inquiry) {
        logger.info({ ...log, inquiryId: outcome.inquiry.id, channels }, "voice inquiry received");
        queued(outcome.inquiry, visit);
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

  /** The lead a call that booked nothing leaves, or null when there is no way to reach the caller. */
  function incompleteLead(report: CallEnd, visit: CountedVisit | null): NewInquiry | null {
    const caller = callerDetails(report, report.customerNumber);
    if (!caller) return null;
    const { callId, summary, endedReason, transcript, context, language } = report;
    return lead(
      { ...caller, message: summary ?? voiceLeadRecords.incompleteMessage },
      {
        source: VOICE_SOURCE,
        callId,
        summary,
        endedReason,
        transcript,
        incomplete: true,
        context,
        language,
      },
      visit,
    );
  }

  async function recordCallEnd(report: CallEnd) {
    const visit = await visitOfCall(report.callId);
    const outcome = await transactions.run((trx) =>
      recordCallReport(
        trx,
        report,
        () => incompleteLead(report, visit),
        voiceLeadRecords.reportHandled,
      ),
    );
    if (report.callId && report.context) {
      const { placement, pagePath, consentVersion } = report.context;
      insights?.callReported(visit, {
        id: report.callId,
        placement,
        page: pagePath,
        consented: consentVersion !== null,
      });
    }
    const log = { callId: report.callId, outcome: outcome.kind };
    if (outcome.kind === "created") {
      logger.info(
        { ...log, inquiryId: outcome.inquiry.id },
        "incomplete voice lead kept from a call report",
      );
      queued(outcome.inquiry, visit);
    } else {
      logger.info(log, "voice call report handled");
    }
  }

  /** The answer body for a message: tool results, or nothing to say. */
  async function handle(
    message: ProviderMessage,
    options: HandleOptions = {},
  ): Promise<{ results: ToolResult[] } | Record<string, never>> {
    if (message.type === "tool-calls") {
      const results: ToolResult[] = [];
      for (const call of message.toolCalls) {
        results.push(await answerToolCall(call, message, options));
      }
      return { results };
    }
    if (message.type === "end-of-call-report") {
      await recordCallEnd(message);
      return {};
    }
    logger.debug({ type: message.name }, "voice server message ignored");
    return {};
  }

  return { handle };
}

export type VoiceEvents = ReturnType<typeof createVoiceEvents>;
