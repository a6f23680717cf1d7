import { tagValues, untaggedOpening } from "../../core/booking/tool-line-tags";
import type { Language } from "../../core/content/languages";
import type { CallPlacement } from "../../core/voice/placements";
import {
  SIMULATED_TOOL_CALLS_PATH,
  type SimulatedToolAnswer,
  type SimulatedToolCall,
} from "../../core/voice/simulated-tool-calls";

/*
 * The simulated assistant's booking, shared by the simulated call and the simulated chat: it
 * calls the site's real booking tools (POST to the simulated tool-call endpoint) in the page's
 * language and reads the lines they answer by their tags (core/booking/tool-line-tags.ts), in any
 * language: the free times offered, a refusal's reason, the booking's (or hold's) reference.
 */

/** A free time as the booking tools offer it: words to say, and the exact start to book it by. */
export interface OfferedTime {
  words: string;
  start: string;
}

/** Where a simulated tool call comes from: what a real call's metadata would carry. */
export interface SimulatedConversation {
  id: string;
  channel: SimulatedToolCall["channel"];
  placement: CallPlacement | null;
  timeZone: string | null;
  /** The page's language: the tools answer in it. */
  language: Language;
}

let toolCalls = 0;

/** The tool's line, or the endpoint's refusal in words; never throws. */
export async function callSimulatedTool(
  conversation: SimulatedConversation,
  name: SimulatedToolCall["toolCall"]["name"],
  args: Record<string, unknown>,
): Promise<{ ok: true; line: string } | { ok: false; line: string }> {
  const body: SimulatedToolCall = {
    conversationId: conversation.id,
    channel: conversation.channel,
    timeZone: conversation.timeZone,
    placement: conversation.placement,
    language: conversation.language,
    toolCall: { id: `${conversation.id}-tool-${(toolCalls += 1)}`, name, arguments: args },
  };
  try {
    const response = await fetch(SIMULATED_TOOL_CALLS_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as SimulatedToolAnswer;
    return "result" in answer
      ? { ok: true, line: answer.result }
      : { ok: false, line: answer.error };
  } catch {
    return { ok: false, line: "" };
  }
}

/**
 * The free times a tool's line offers, in its order (none when it offers none), read from their
 * `[start=…]` tags whatever the line's language. Each time's words end with its zone's long name
 * (as Intl writes it in the conversation's language and zone); said once for them all, the choice
 * reads far shorter.
 */
export function offeredTimes(
  line: string,
  { language, timeZone }: Pick<SimulatedConversation, "language" | "timeZone">,
): { times: OfferedTime[]; zone: string | null } {
  const found = slotsOf(line).map(({ said, start }) => {
    const zone = zoneName(start, language, timeZone);
    return said.endsWith(` ${zone}`)
      ? { time: { words: said.slice(0, -zone.length - 1), start }, zone }
      : { time: { words: said, start }, zone: null };
  });
  const zones = new Set(found.map((entry) => entry.zone));
  const zone = zones.size === 1 ? [...zones][0]! : null;
  return {
    times: found.map(({ time, zone: own }) =>
      zone || !own ? time : { ...time, words: `${time.words} ${own}` },
    ),
    zone,
  };
}

/** Each `[start=…]` tag with the words said before it (back to the list's "; " or ": "). */
function slotsOf(line: string): { said: string; start: string }[] {
  return [...line.matchAll(/([^;]*?) \[start=([^\]\s]+)\]/g)].map((match) => ({
    said: match[1]!.split(": ").at(-1)!.trim(),
    start: match[2]!,
  }));
}

function zoneName(start: string, language: string, timeZone: string | null): string {
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return "";
  try {
    const format = new Intl.DateTimeFormat(language, {
      timeZone: timeZone ?? undefined,
      timeZoneName: "long",
    });
    return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/** What a line says before it offers times or tells the model what to do: the outcome and why. */
export function reasonOf(line: string, language: string): string {
  return untaggedOpening(line, language);
}

/** The booking reference a booking tool's line names, or null when it booked nothing. */
export function bookedReference(line: string): string | null {
  return tagValues(line, "booked")[0] ?? null;
}

/** The reference of a time book_appointment held for its code, or null when it held nothing. */
export function heldReference(line: string): string | null {
  return tagValues(line, "held")[0] ?? null;
}

/** Why confirm_appointment refused a code, and whether another try may work (the time is still held). */
export function codeRefusal(line: string, language: string): { reason: string; tryAgain: boolean } {
  return { reason: untaggedOpening(line, language), tryAgain: heldReference(line) !== null };
}
