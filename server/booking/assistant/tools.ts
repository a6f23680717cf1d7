import { Temporal } from "temporal-polyfill";
import { normalizeTimeZone } from "../../../core/booking/time-zone";
import { visitorDayRange } from "../../../core/booking/visitor-day";
import {
  bookingTools,
  SLOTS_PER_ANSWER,
  type BookingToolName,
} from "../../../core/content/booking-assistant";
import { SOURCE_LANGUAGE } from "../../../core/content/languages";
import {
  bookAppointmentArguments,
  cancelAppointmentArguments,
  checkAvailabilityArguments,
  confirmAppointmentArguments,
  rescheduleAppointmentArguments,
  type ArgumentProblems,
} from "./arguments";
import type { BookingService } from "../service/service";
import {
  actorOf,
  originOf,
  toolCallKey,
  type BookingCallContext,
  type BookingToolCall,
} from "./call-context";
import { createToolBooking, BookingUnavailableError } from "./tool-booking";
import {
  booked,
  codeRefused,
  confirmed,
  freeTimes,
  held,
  noneInDays,
  notBookable,
  notChanged,
  oneLine,
  speechIn,
  startInWords,
  type ToolSpeech,
} from "./answers";

const names = new Set<string>(Object.values(bookingTools));

export function isBookingTool(name: string): name is BookingToolName {
  return names.has(name);
}

/**
 * The assistant's four booking tools over the site's one booking service: the same slots, rules
 * and database hold as the /book page. Each answer is a single line to say back; bad input and
 * refusals are answered in words, and only a failing database throws (the caller answers the
 * provider that the details could not be saved, as for any tool).
 */
/** How many slots an answer offers, and the language a refusal of the search is in: the call's. */
const slotsAsked = (speech: ToolSpeech) => ({ limit: SLOTS_PER_ANSWER, language: speech.language });

export function createBookingTools(
  bookingService: BookingService,
  { now = () => Temporal.Now.instant() }: { now?: () => Temporal.Instant } = {},
) {
  const service = createToolBooking(bookingService);
  /** The zone the caller named, else the one their browser reported, else the agency's. */
  async function zoneOf(named: string | null, context: BookingCallContext) {
    return (
      named ??
      // An empty zone from the call's metadata is none at all, not a zone to use.
      (context.callerTimeZone ? normalizeTimeZone(context.callerTimeZone) : null) ??
      (await service.agencyTimeZone())
    );
  }

  async function checkAvailability(
    args: Record<string, unknown>,
    context: BookingCallContext,
    speech: ToolSpeech,
  ) {
    const { say } = speech;
    const checked = checkAvailabilityArguments(args, say);
    if (!checked.ok) return askAgain(bookingTools.checkAvailability, checked, speech);
    const { days } = checked.value;
    const timeZone = await zoneOf(checked.value.timeZone, context);
    const asked = slotsAsked(speech);
    if (days.kind === "next") {
      const slots = await service.slots(asked);
      return slots.length ? freeTimes(slots, timeZone, speech) : say.noneAtAll;
    }
    const today = now().toZonedDateTimeISO(timeZone).toPlainDate();
    if (Temporal.PlainDate.compare(days.last, today) < 0) {
      return askAgain(
        bookingTools.checkAvailability,
        { problems: [say.problems.dayPassed], asks: [say.ask.date] },
        speech,
      );
    }
    const from = visitorDayRange(days.first, timeZone).from;
    const to = visitorDayRange(days.last, timeZone).to;
    const slots = await service.slots({ from, to, ...asked });
    if (slots.length) return freeTimes(slots, timeZone, speech);
    const after = await service.slots({ from: to, ...asked });
    const next = after.length ? after : await service.slots(asked);
    return noneInDays(days, next, timeZone, speech);
  }

  async function bookAppointment(
    call: BookingToolCall,
    context: BookingCallContext,
    speech: ToolSpeech,
  ) {
    const { say } = speech;
    const checked = bookAppointmentArguments(call.arguments, say);
    if (!checked.ok) return askAgain(bookingTools.bookAppointment, checked, speech);
    const { start, name, email, phone, service: interest, notes } = checked.value;
    const timeZone = await zoneOf(checked.value.timeZone, context);
    const outcome = await service.book({
      start,
      visitor: { name, email, phone, timeZone },
      service: interest,
      notes,
      source: context.source,
      idempotencyKey: toolCallKey(call.id, context.conversationId ?? null, [
        start.toString(),
        name,
        email,
        phone,
        timeZone,
        interest,
        notes,
      ]),
      origin: originOf(context),
      provenPhone: context.provenPhone ?? null,
      session: context.conversationId
        ? `${context.source === "chat" ? "chat" : "call"}:${context.conversationId}`
        : null,
      language: context.language ?? SOURCE_LANGUAGE,
    });
    switch (outcome.outcome) {
      case "booked":
        return booked(outcome.booking, timeZone, speech);
      // A retry of the same call hears the same: its code went out once, with the first.
      case "held":
        return held(outcome.booking, timeZone, now(), speech);
      case "not-held":
        return say.notHeld(outcome.message);
      case "invalid":
        return askAgain(
          bookingTools.bookAppointment,
          { problems: outcome.problems, asks: [] },
          speech,
        );
      default:
        return notBookable(
          outcome,
          await service.instead(outcome, start, slotsAsked(speech)),
          timeZone,
          speech,
          say.refused,
        );
    }
  }

  async function rescheduleAppointment(
    args: Record<string, unknown>,
    context: BookingCallContext,
    speech: ToolSpeech,
  ) {
    const { say } = speech;
    const checked = rescheduleAppointmentArguments(args, say);
    if (!checked.ok) return askAgain(bookingTools.rescheduleAppointment, checked, speech);
    const { reference, contact, start } = checked.value;
    const outcome = await service.reschedule({
      reference,
      contact,
      start,
      actor: actorOf(context),
    });
    const timeZone = async (bookedIn?: string) =>
      checked.value.timeZone ?? bookedIn ?? (await zoneOf(null, context));
    switch (outcome.outcome) {
      case "changed":
        return say.rescheduled(
          outcome.booking.reference,
          startInWords(outcome.booking, await timeZone(outcome.booking.visitor.timeZone), speech),
        );
      case "invalid":
        return askAgain(
          bookingTools.rescheduleAppointment,
          { problems: outcome.problems, asks: [] },
          speech,
        );
      case "slot-taken":
      case "refused":
        return notBookable(
          outcome,
          await service.instead(outcome, start, slotsAsked(speech)),
          await timeZone(),
          speech,
          say.refusedMove,
        );
      default:
        return notChanged(outcome, speech);
    }
  }

  async function confirmAppointment(
    args: Record<string, unknown>,
    context: BookingCallContext,
    speech: ToolSpeech,
  ) {
    const checked = confirmAppointmentArguments(args, speech.say);
    if (!checked.ok) return askAgain(bookingTools.confirmAppointment, checked, speech);
    const outcome = await service.confirm({
      ...checked.value,
      actor: actorOf(context),
      origin: originOf(context),
      language: context.language ?? SOURCE_LANGUAGE,
    });
    if (outcome.outcome === "confirmed") return confirmed(outcome.booking, speech);
    const { reference } = checked.value;
    return codeRefused(reference, outcome.message, Boolean(outcome.stillHeld), speech);
  }

  async function cancelAppointment(
    args: Record<string, unknown>,
    context: BookingCallContext,
    speech: ToolSpeech,
  ) {
    const checked = cancelAppointmentArguments(args, speech.say);
    if (!checked.ok) return askAgain(bookingTools.cancelAppointment, checked, speech);
    const outcome = await service.cancel({ ...checked.value, actor: actorOf(context) });
    if (outcome.outcome !== "changed") return notChanged(outcome, speech);
    const { booking } = outcome;
    return speech.say.cancelled(
      booking.reference,
      startInWords(booking, booking.visitor.timeZone, speech),
    );
  }

  /**
   * The line to answer a booking tool call with (`result` in the provider's `results`). Unknown
   * tool names are not this module's: check isBookingTool first.
   */
  async function answer(call: BookingToolCall, context: BookingCallContext): Promise<string> {
    try {
      return await answerTool(call, context);
    } catch (error) {
      if (error instanceof BookingUnavailableError) return oneLine(error.message);
      throw error;
    }
  }

  async function answerTool(call: BookingToolCall, context: BookingCallContext) {
    const speech = speechIn(context.language ?? SOURCE_LANGUAGE);
    switch (call.name) {
      case bookingTools.checkAvailability:
        return oneLine(await checkAvailability(call.arguments, context, speech));
      case bookingTools.bookAppointment:
        return oneLine(await bookAppointment(call, context, speech));
      case bookingTools.rescheduleAppointment:
        return oneLine(await rescheduleAppointment(call.arguments, context, speech));
      case bookingTools.cancelAppointment:
        return oneLine(await cancelAppointment(call.arguments, context, speech));
      case bookingTools.confirmAppointment:
        return oneLine(await confirmAppointment(call.arguments, context, speech));
      default:
        throw new Error(`not a booking tool: ${call.name}`);
    }
  }

  return { handles: isBookingTool, answer };
}

export type { BookingCallContext, BookingToolCall };

/** What the voice events and the chat are handed, to pass booking tool calls on. */
export type BookingTools = ReturnType<typeof createBookingTools>;

function askAgain(tool: BookingToolName, found: ArgumentProblems, { say }: ToolSpeech) {
  return say.askAgain(tool, found.problems, found.asks);
}
