import { describe, expect, it } from "vitest";
import { voiceLeads } from "../../core/content/voice-leads";
import { testDatabaseKinds } from "../db/test-databases";
import { toolCallsMessage } from "../testing/voice-events-server";
import { callbackRequest, useVoiceEventsSite } from "../testing/voice-events-site";

/** The site's default TOOL_LEAD_LIMIT, 3/1h, which the test site runs with. */
const BUDGET = 3;

// A script driving the provider with the public key gets one lead per new tool-call id: bounded.
describe.each(testDatabaseKinds())("the assistant's leads on %s", (kind) => {
  const v = useVoiceEventsSite(kind);

  /** Posts one call-back request; its answer's sentence. */
  async function leave(message: unknown) {
    const answer = await v.server.post(message);
    expect(answer.status).toBe(200);
    const { results } = (await answer.json()) as { results: { result: string }[] };
    return results[0]!.result;
  }
  const callbackCall = (callId: string, toolCallId = v.fresh("tool")) =>
    toolCallsMessage(callId, [
      { id: toolCallId, name: "capture_lead", arguments: callbackRequest },
    ]);

  it(`are ${BUDGET} per call at most; a retry of a stored one still gets its answer`, async () => {
    const callId = v.fresh("call");
    const first = callbackCall(callId);
    const before = await v.storedCount();
    const answers = [await leave(first)];
    for (let lead = 1; lead <= BUDGET; lead += 1) answers.push(await leave(callbackCall(callId)));
    expect(answers.slice(0, BUDGET)).not.toContain(voiceLeads.overBudget);
    expect(answers[BUDGET]).toBe(voiceLeads.overBudget);
    expect(await v.storedCount()).toBe(before + BUDGET);
    expect(await leave(first)).toBe(answers[0]);
    // Another call has a budget of its own.
    expect(await leave(callbackCall(v.fresh("call")))).not.toBe(voiceLeads.overBudget);
  });

  it("are counted per chat session, whatever each chat's id", async () => {
    const sessionId = v.fresh("session");
    const answers = [];
    for (let lead = 0; lead <= BUDGET; lead += 1) {
      const message = callbackCall("");
      const { call: _, ...rest } = message.message;
      answers.push(
        await leave({
          message: { ...rest, chat: { id: v.fresh("chat"), sessionId, messages: [] } },
        }),
      );
    }
    expect(answers.slice(0, BUDGET)).not.toContain(voiceLeads.overBudget);
    expect(answers[BUDGET]).toBe(voiceLeads.overBudget);
  });

  it("are counted per caller number, whatever each call's id", async () => {
    const number = `+1555${Date.now() % 10_000_000}`;
    const answers = [];
    for (let lead = 0; lead <= BUDGET; lead += 1) {
      const message = callbackCall(v.fresh("call"));
      answers.push(await leave({ message: { ...message.message, customer: { number } } }));
    }
    expect(answers.slice(0, BUDGET)).not.toContain(voiceLeads.overBudget);
    expect(answers[BUDGET]).toBe(voiceLeads.overBudget);
  });
});
