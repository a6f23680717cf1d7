import { createHash } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { normalizeTimeZone } from "../../../core/booking/time-zone";
import { visitorDayRange } from "../../../core/booking/visitor-day";
import {
  bookingAnswers as say,
  bookingTools,
  SLOTS_PER_ANSWER,
  type BookingToolName,
} from "../../../core/content/booking-assistant";
import {
  bookAppointmentArguments,
  cancelAppointmentArguments,
  checkAvailabilityArguments,
  confirmAppointmentArguments,
  rescheduleAppointmentArguments,
  type ArgumentProblems,
} from "./arguments";
import type { BookingService } from "../service/service";
import { createToolBooking, BookingUnavailableError } from "./tool-booking";
import {
  booked,
  freeTimes,
  held,
  noneInDays,
  notBookable,
  notChanged,
  oneLine,
  startInWords,
} from "./answers";

/** One tool call as the provider sends it (message.toolCallList), arguments already an object. */
export interface BookingToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

/** What the call or chat the tool was called in says about the caller. */
export interface BookingCallContext {
  source: "voice" | "chat";
  /** The call's or chat's id, for the booking's log. */
  callId: string | null;
  /**
   * The call's id, or the chat's session: the tool call ids a repeat may reuse are its own, and
   * the caps count a conversation's bookings by it.
   */
  conversationId?: string | null;
  /** The zone the caller's browser reported in the call's metadata; ignored when not IANA. */
  callerTimeZone: string | null;
  /** The call button's place, from the call's metadata (none for a chat or a phone call). */
  placement?: string | null;
  /**
   * The caller's number as the provider's signed report names it (never from a browser): a
   * booking that gives it is proven by it.
   */
  provenPhone?: string | null;
  /** The browser's address, when the browser itself sent the call (the simulated provider). */
  address?: string;
}

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

  const actorOf = (context: BookingCallContext) =>
    `assistant (${context.source}${context.callId ? ` ${context.callId}` : ""})`;

  async function checkAvailability(args: Record<string, unknown>, context: BookingCallContext) {
    const checked = checkAvailabilityArguments(args);
    if (!checked.ok) return askAgain(bookingTools.checkAvailability, checked);
    const { days } = checked.value;
    const timeZone = await zoneOf(checked.value.timeZone, context);
    const limit = SLOTS_PER_ANSWER;
    if (days.kind === "next") {
      const slots = await service.slots({ limit });
      return slots.length ? freeTimes(slots, timeZone) : say.noneAtAll;
    }
    const today = now().toZonedDateTimeISO(timeZone).toPlainDate();
    if (Temporal.PlainDate.compare(days.last, today) < 0) {
      return askAgain(bookingTools.checkAvailability, {
        problems: [say.problems.dayPassed],
        asks: [say.ask.date],
      });
    }
    const from = visitorDayRange(days.first, timeZone).from;
    const to = visitorDayRange(days.last, timeZone).to;
    const slots = await service.slots({ from, to, limit });
    if (slots.length) return freeTimes(slots, timeZone);
    const after = await service.slots({ from: to, limit });
    const next = after.length ? after : await service.slots({ limit });
    return noneInDays(days, next, timeZone);
  }

  async function bookAppointment(call: BookingToolCall, context: BookingCallContext) {
    const checked = bookAppointmentArguments(call.arguments);
    if (!checked.ok) return askAgain(bookingTools.bookAppointment, checked);
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
    });
    switch (outcome.outcome) {
      case "booked":
        return booked(outcome.booking, timeZone);
      // A retry of the same call hears the same: its code went out once, with the first.
      case "held":
        return held(outcome.booking, timeZone, now());
      case "not-held":
        return say.notHeld(outcome.message);
      case "invalid":
        return askAgain(bookingTools.bookAppointment, { problems: outcome.problems, asks: [] });
      default:
        return notBookable(
          outcome,
          await service.instead(outcome, start, SLOTS_PER_ANSWER),
          timeZone,
          say.refused,
        );
    }
  }

  async function rescheduleAppointment(args: Record<string, unknown>, context: BookingCallContext) {
    const checked = rescheduleAppointmentArguments(args);
    if (!checked.ok) return askAgain(bookingTools.rescheduleAppointment, checked);
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
          startInWords(outcome.booking, await timeZone(outcome.booking.visitor.timeZone)),
        );
      case "invalid":
        return askAgain(bookingTools.rescheduleAppointment, {
          problems: outcome.problems,
          asks: [],
        });
      case "slot-taken":
      case "refused":
        return notBookable(
          outcome,
          await service.instead(outcome, start, SLOTS_PER_ANSWER),
          await timeZone(),
          say.refusedMove,
        );
      default:
        return notChanged(outcome);
    }
  }

  async function confirmAppointment(args: Record<string, unknown>, context: BookingCallContext) {
    const checked = confirmAppointmentArguments(args);
    if (!checked.ok) return askAgain(bookingTools.confirmAppointment, checked);
    const outcome = await service.confirm({
      ...checked.value,
      actor: actorOf(context),
      origin: originOf(context),
    });
    if (outcome.outcome === "refused") return say.notConfirmed(outcome.message);
    const { booking } = outcome;
    return say.confirmed(booking.reference, startInWords(booking, booking.visitor.timeZone));
  }

  async function cancelAppointment(args: Record<string, unknown>, context: BookingCallContext) {
    const checked = cancelAppointmentArguments(args);
    if (!checked.ok) return askAgain(bookingTools.cancelAppointment, checked);
    const outcome = await service.cancel({ ...checked.value, actor: actorOf(context) });
    if (outcome.outcome !== "changed") return notChanged(outcome);
    const { booking } = outcome;
    return say.cancelled(booking.reference, startInWords(booking, booking.visitor.timeZone));
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
    switch (call.name) {
      case bookingTools.checkAvailability:
        return oneLine(await checkAvailability(call.arguments, context));
      case bookingTools.bookAppointment:
        return oneLine(await bookAppointment(call, context));
      case bookingTools.rescheduleAppointment:
        return oneLine(await rescheduleAppointment(call.arguments, context));
      case bookingTools.cancelAppointment:
        return oneLine(await cancelAppointment(call.arguments, context));
      case bookingTools.confirmAppointment:
        return oneLine(await confirmAppointment(call.arguments, context));
      default:
        throw new Error(`not a booking tool: ${call.name}`);
    }
  }

  return { handles: isBookingTool, answer };
}

/** What the voice events and the chat are handed, to pass booking tool calls on. */
export type BookingTools = ReturnType<typeof createBookingTools>;

/**
 * The key that makes a repeat of a tool call book once. A tool call's id is the client's to choose
 * (the simulation's are guessable), so it counts only within its conversation and with the same
 * arguments: any other call under that id books afresh, and never hears another's booking.
 */
function toolCallKey(id: string, conversationId: string | null, args: unknown[]) {
  const scope = createHash("sha256")
    .update(JSON.stringify([conversationId, id, ...args]))
    .digest("base64url");
  return `tool-call:${id.slice(0, MAX_KEYED_ID)}:${scope}`;
}
/** Of a tool call's id, what its booking's key keeps to read by (the key's limit is 200). */
const MAX_KEYED_ID = 100;

const originOf = (context: BookingCallContext) => ({
  callId: context.callId,
  placement: context.placement ?? null,
  address: context.address,
});

function askAgain(tool: BookingToolName, found: ArgumentProblems) {
  return say.askAgain(tool, found.problems, found.asks);
}
