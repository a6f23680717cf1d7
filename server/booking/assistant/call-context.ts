import { createHash } from "node:crypto";
import type { Language } from "../../../core/content/languages";

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
  /**
   * The language of the page the call or chat started on: the tools answer in it, and a booking
   * made keeps it (the source language when absent).
   */
  language?: Language;
}

/**
 * The key that makes a repeat of a tool call book once. A tool call's id is the client's to choose
 * (the simulation's are guessable), so it counts only within its conversation and with the same
 * arguments: any other call under that id books afresh, and never hears another's booking.
 */
export function toolCallKey(id: string, conversationId: string | null, args: unknown[]) {
  const scope = createHash("sha256")
    .update(JSON.stringify([conversationId, id, ...args]))
    .digest("base64url");
  return `tool-call:${id.slice(0, MAX_KEYED_ID)}:${scope}`;
}
/** Of a tool call's id, what its booking's key keeps to read by (the key's limit is 200). */
const MAX_KEYED_ID = 100;

export const originOf = (context: BookingCallContext) => ({
  callId: context.callId,
  placement: context.placement ?? null,
  address: context.address,
});

export const actorOf = (context: BookingCallContext) =>
  `assistant (${context.source}${context.callId ? ` ${context.callId}` : ""})`;
