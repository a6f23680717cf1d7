import type { CallPlacement } from "../../core/voice/placements";
import {
  SIMULATED_TOOL_CALLS_PATH,
  type SimulatedToolAnswer,
  type SimulatedToolCall,
} from "../../core/voice/simulated-tool-calls";

/*
 * The simulated assistant's booking, shared by the simulated call and the simulated chat: it
 * calls the site's real booking tools (POST to the simulated tool-call endpoint) and reads the
 * lines they answer: the free times offered, a refusal's reason, the booking's (or hold's)
 * reference.
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
 * The free times a tool's line offers, in its order (none when it offers none). Each time's words
 * end with its zone's long name; said once for them all, the choice reads far shorter.
 */
export function offeredTimes(line: string): { times: OfferedTime[]; zone: string | null } {
  const list = /Free times \([^)]*\): (.*)$/.exec(line)?.[1] ?? "";
  const found = [...list.matchAll(/([^;]+?) \[start=([^\]\s]+)\]/g)].map((match) => {
    const said = match[1]!.trim();
    const split = /^(.*? [AP]M) (.+)$/.exec(said);
    const [clock, zone] = split ? [split[1]!, split[2]!] : [said, null];
    return { time: { words: clock, start: match[2]! }, zone };
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

/** What a line says before it lists free times: a refusal's reason, or "No free times on …". */
export function reasonOf(line: string): string {
  return line.replace(/ ?(The next free times instead:)? ?Free times \(.*$/, "").trim();
}

/** The booking reference a booking tool's line names, or null when it booked nothing. */
export function bookedReference(line: string): string | null {
  return /^Booked: .*reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(line)?.[1] ?? null;
}

/** The reference of a time book_appointment held for its code, or null when it held nothing. */
export function heldReference(line: string): string | null {
  return /^Held, not booked yet: .*reference ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(line)?.[1] ?? null;
}

/** Why confirm_appointment refused a code, and whether another try may work. */
export function codeRefusal(line: string): { reason: string; tryAgain: boolean } {
  const reason = line.replace(/^Not confirmed\. /, "").replace(/ Ask the caller .*$/, "");
  return { reason, tryAgain: /does not match/.test(line) };
}
