import type { Language } from "../content/languages";
import type { CallPlacement } from "./placements";

/**
 * VOICE_PROVIDER=simulated: the simulated assistant in the browser calls the booking tools through
 * this endpoint, which hands them to the same voice events the provider posts to. The provider
 * holds VAPI_SERVER_SECRET and the browser does not, so this door is its own, open only in
 * simulated mode, and only to the tools the simulation needs.
 */
export const SIMULATED_TOOL_CALLS_PATH = "/api/voice/simulated-tool-calls";

/** The tools the simulation calls: finding free times, holding one, and confirming it by code. */
export const simulatedToolNames = [
  "check_availability",
  "book_appointment",
  "confirm_appointment",
] as const;
export type SimulatedToolName = (typeof simulatedToolNames)[number];

export interface SimulatedToolCall {
  /** The simulated call's or chat's id: a booking's log names it, as a real call's. */
  conversationId: string;
  /** A chat's tool calls book as `source: chat`, a call's as `source: voice`. */
  channel: "call" | "chat";
  /** The browser's IANA zone, sent the way a real call's metadata carries it. */
  timeZone: string | null;
  placement: CallPlacement | null;
  /** The page's language, as a real call's metadata or a chat's variables carry it (absent: the source's). */
  language?: Language;
  toolCall: { id: string; name: SimulatedToolName; arguments: Record<string, unknown> };
}

/** The endpoint's answer: the tool's one line, as the provider would hand it to the model. */
export type SimulatedToolAnswer = { result: string } | { error: string };
