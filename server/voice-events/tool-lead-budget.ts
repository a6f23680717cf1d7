import type { RateLimiter } from "../limits/rate-limiter";

/** What a tool call is known by: its call or chat session, and the caller's number if any. */
export interface ToolCallOrigin {
  callId: string | null;
  chatSession: string | null;
  customerNumber: string | null;
}

/**
 * What the assistant's leads are counted by (TOOL_LEAD_LIMIT): the call or the chat session, and
 * the caller's number where the provider passes one. Tool calls that carry neither share one
 * count, so leaving the ids out does not escape it.
 */
export function toolLeadKeys({ callId, chatSession, customerNumber }: ToolCallOrigin): string[] {
  const session = callId ? `call:${callId}` : chatSession ? `chat:${chatSession}` : "unidentified";
  return customerNumber ? [session, `number:${customerNumber}`] : [session];
}

/** Whether one more lead fits every count it belongs to; a refused one is not counted. */
async function withinBudget(limiter: RateLimiter, origin: ToolCallOrigin): Promise<boolean> {
  for (const key of toolLeadKeys(origin)) {
    if (!(await limiter.take(key)).allowed) return false;
  }
  return true;
}

/** Tool call ids whose decision is kept: the provider's retries come within seconds. */
const REMEMBERED = 1000;

/**
 * Whether a tool call's lead fits its budget. Copies of one tool call (the provider retries, at
 * times several at once) share one decision and are counted once.
 */
export function toolLeadBudget(limiter: RateLimiter) {
  const decided = new Map<string, Promise<boolean>>();
  return (toolCallId: string, origin: ToolCallOrigin): Promise<boolean> => {
    let decision = decided.get(toolCallId);
    if (!decision) {
      decision = withinBudget(limiter, origin);
      decided.set(toolCallId, decision);
      if (decided.size > REMEMBERED) decided.delete(decided.keys().next().value!);
    }
    return decision;
  };
}
