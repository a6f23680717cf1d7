import { describe, expect, it } from "vitest";
import { countDeliveries } from "../db/outbox-store";

import { testDatabaseKinds } from "../db/test-databases";
import { eventually } from "../testing/receivers";
import { webhookMessageId } from "../inquiries/webhook-channel";
import {
  startVoiceEventsServer,
  toolCallsMessage,
  VOICE_SECRET,
} from "../testing/voice-events-server";
import { callbackRequest, useVoiceEventsSite } from "../testing/voice-events-site";

// The rest of what the provider posts: end-of-call reports, and what the route refuses.
describe.each(testDatabaseKinds())("POST /api/voice/events on %s", (kind) => {
  const v = useVoiceEventsSite(kind);

  it("refuses a wrong or missing secret before reading the body", async () => {
    const before = await v.storedCount();
    const message = toolCallsMessage(v.fresh("call"), [
      { id: v.fresh("tool"), name: "capture_lead", arguments: callbackRequest },
    ]);
    expect(
      (await v.server.post(message, { "x-vapi-secret": "wrong-secret-wrong-secret" })).status,
    ).toBe(401);
    const withoutSecret = await fetch(v.server.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
    });
    expect(withoutSecret.status).toBe(401);
    expect(await v.storedCount()).toBe(before);
  });

  it("answers malformed, oversized and unknown messages with a 4xx or an ignored 200, never a 5xx", async () => {
    const before = await v.storedCount();
    expect((await v.server.post("{not json")).status).toBe(400);
    expect((await v.server.post("")).status).toBe(400);
    expect((await v.server.post([1, 2])).status).toBe(400);
    expect((await v.server.post({ message: { call: {} } })).status).toBe(400);
    const huge = await v.server.post({
      message: { type: "transcript", transcript: "x".repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    // The same megabyte sent in chunks, without a Content-Length.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const chunked = await fetch(v.server.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-secret": VOICE_SECRET },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 16; i += 1) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);

    const statusUpdate = await v.server.post({
      message: { type: "status-update", status: "in-progress", call: { id: "c" } },
    });
    expect(statusUpdate.status).toBe(200);
    expect(await statusUpdate.json()).toEqual({});

    const odd = await v.server.post({
      message: {
        type: "tool-calls",
        call: "not an object",
        toolCallList: [{ name: "x" }, 7, null],
      },
    });
    expect(odd.status).toBe(200);
    expect(await odd.json()).toEqual({ results: [] });
    const oddReport = await v.server.post({
      message: { type: "end-of-call-report", call: { id: 42 }, artifact: "x", analysis: [] },
    });
    expect(oddReport.status).toBe(200);
    expect(await v.storedCount()).toBe(before);
  });

  it("attaches the end-of-call report to the inquiry its call created", async () => {
    const callId = v.fresh("call");
    await v.server.post(
      toolCallsMessage(callId, [
        { id: v.fresh("tool"), name: "capture_lead", arguments: callbackRequest },
      ]),
    );
    const report = {
      message: {
        type: "end-of-call-report",
        call: { id: callId },
        endedReason: "customer-ended-call",
        analysis: { summary: "Dana asked to be called back about booking automation." },
        artifact: { transcript: "AI: Hi, this is Ava.\nUser: Please call me back." },
      },
    };
    const answer = await v.server.post(report);
    expect(answer.status).toBe(200);
    await v.server.post(report);

    expect(await v.onlyInquiryOfCall(callId)).toMatchObject({
      summary: "Dana asked to be called back about booking automation.",
      ended_reason: "customer-ended-call",
      transcript: "AI: Hi, this is Ava.\nUser: Please call me back.",
      incomplete: 0,
    });
  });

  it("keeps a call that booked nothing but left a phone number as an incomplete lead, once", async () => {
    const callId = v.fresh("call");
    const report = {
      message: {
        type: "end-of-call-report",
        call: { id: callId, customer: { number: "+15550100177" } },
        endedReason: "customer-ended-call",
        summary: "The caller asked about prices and hung up.",
        artifact: {
          messages: [
            { role: "bot", message: "You can also call us on (555) 010-2024." },
            { role: "user", message: "How much is a voice agent?" },
          ],
          transcript: "AI: ...\nUser: How much is a voice agent?",
        },
      },
    };
    await Promise.all([v.server.post(report), v.server.post(report)]);
    await v.server.post(report);

    const lead = await v.onlyInquiryOfCall(callId);
    expect(lead).toMatchObject({
      name: "",
      email: "",
      phone: "+15550100177",
      message: "The caller asked about prices and hung up.",
      source: "voice",
      incomplete: 1,
      summary: "The caller asked about prices and hung up.",
      ended_reason: "customer-ended-call",
    });
    await eventually(() => v.allDelivered(lead.id));
    expect(v.webhook.delivered.get(webhookMessageId(lead))!.body).toMatchObject({
      phone: "+15550100177",
      source: "voice",
      callId,
      summary: "The caller asked about prices and hung up.",
    });
    const mail = v.smtp.messages.get(`<${lead.id}@example.com>`)!;
    expect(mail).toContain(
      "Subject: Incomplete voice lead: +15550100177 called and left no request",
    );
    expect(mail).not.toMatch(/^Reply-To:/im);
  });

  it("keeps one incomplete lead when the provider retries a report that has no call id", async () => {
    const number = `+1555${String(Date.now()).slice(-7)}`;
    const report = {
      message: {
        type: "end-of-call-report",
        customer: { number },
        endedReason: "customer-ended-call",
        summary: `A caller from ${number} asked about opening hours.`,
        artifact: { transcript: "User: When are you open?" },
      },
    };
    const before = await v.storedCount();
    await Promise.all([v.server.post(report), v.server.post(report)]);
    await v.server.post(report);
    expect(await v.storedCount()).toBe(before + 1);
    // Another call from the same number, saying something else, is a lead of its own.
    await v.server.post({
      message: { ...report.message, summary: `A second call from ${number}.` },
    });
    expect(await v.storedCount()).toBe(before + 2);
  });

  it("finds an e-mail address the caller spelled out in a web call", async () => {
    const callId = v.fresh("call");
    await v.server.post({
      message: {
        type: "end-of-call-report",
        call: { id: callId, type: "webCall" },
        endedReason: "silence-timed-out",
        artifact: {
          transcript:
            "AI: Can I have your e-mail? Ours is hello@sunward-ai.example.\nUser: Sure, it's dana at harbordental dot example.\nAI: Thanks.",
        },
      },
    });
    expect(await v.inquiriesOfCall(callId)).toMatchObject([
      {
        email: "dana@harbordental.example",
        phone: "",
        incomplete: 1,
        message: "The caller ended the call before booking or leaving a request.",
      },
    ]);
  });

  it("keeps nothing from a call that left no way to reach the caller", async () => {
    const before = await v.storedCount();
    const answer = await v.server.post({
      message: {
        type: "end-of-call-report",
        call: { id: v.fresh("call") },
        endedReason: "customer-ended-call",
        artifact: { transcript: "AI: Hello?\nUser: Wrong number, sorry." },
      },
    });
    expect(answer.status).toBe(200);
    expect(await v.storedCount()).toBe(before);
  });

  it("is off (404) on a server without VAPI_SERVER_SECRET", async () => {
    const off = await startVoiceEventsServer({ database: v.database, senders: [], secret: "" });
    try {
      const answer = await off.post(
        toolCallsMessage("c", [{ id: "t", name: "capture_lead", arguments: callbackRequest }]),
      );
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
    expect(await countDeliveries(v.database.db)).toMatchObject({ failed: 0 });
  });
});
