import { describe, expect, it } from "vitest";
import { getLead } from "../db/lead-detail";
import { testDatabaseKinds } from "../db/test-databases";
import { eventually } from "../testing/receivers";
import { webhookMessageId } from "../inquiries/webhook-channel";
import { toolCallsMessage } from "../testing/voice-events-server";
import { callbackRequest, useVoiceEventsSite } from "../testing/voice-events-site";

// The call-back tool: the lead a call leaves, once, whatever the provider retries. The booking
// tools are tested in server/booking/assistant/tool-route.test.ts.
describe.each(testDatabaseKinds())("voice tool calls on %s", (kind) => {
  const v = useVoiceEventsSite(kind);

  it("stores one request, answers the same sentence to every retry, and delivers once per channel", async () => {
    const callId = v.fresh("call");
    const toolCallId = v.fresh("tool");
    const message = toolCallsMessage(callId, [
      { id: toolCallId, name: "capture_lead", arguments: JSON.stringify(callbackRequest) },
    ]);

    // The provider retries: once after the first answer, then twice at the same moment.
    const first = await v.server.post(message);
    const retries = await Promise.all([v.server.post(message), v.server.post(message)]);
    for (const answer of [first, ...retries]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        results: [
          {
            toolCallId,
            result: "Noted: the team will get back to the caller by e-mail within 24 hours.",
          },
        ],
      });
    }

    const inquiry = await v.onlyInquiryOfCall(callId);
    expect(inquiry).toMatchObject({
      name: "Dana Reyes",
      email: "dana@harbor-dental.example",
      phone: "",
      interest: "Booking Automation",
      message: callbackRequest.message,
      source: "voice",
      call_id: callId,
      preferred_time: null,
      incomplete: 0,
      spam_reason: null,
    });
    const receipt = await v.database.db
      .selectFrom("voice_receipts")
      .selectAll()
      .where("key", "=", `tool-call:${toolCallId}`)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ call_id: callId, inquiry_id: inquiry.id });
    await eventually(() => v.allDelivered(inquiry.id));
    const detail = await getLead(v.database.db, inquiry.id);
    expect(detail!.deliveries.map((d) => [d.channel, d.attempts])).toEqual([
      ["email", 1],
      ["webhook", 1],
    ]);

    const received = v.webhook.delivered.get(webhookMessageId(inquiry));
    expect(received?.signatureValid).toBe(true);
    expect(received!.body).toEqual({
      name: "Dana Reyes",
      email: "dana@harbor-dental.example",
      company: "",
      phone: "",
      interest: "Booking Automation",
      message: callbackRequest.message,
      timestamp: inquiry.received_at,
      source: "voice",
      callId,
    });
    const mail = v.smtp.messages.get(`<${inquiry.id}@example.com>`);
    expect(mail).toContain("Subject: New voice inquiry from Dana Reyes");
    expect(mail).toContain(`Call id:  ${callId}`);
  });

  it("stores the consent, button and page the call started with, and shows them wherever the lead is shown", async () => {
    const callId = v.fresh("call");
    const message = toolCallsMessage(callId, [
      { id: v.fresh("tool"), name: "capture_lead", arguments: callbackRequest },
    ]);
    const consentedAt = "2026-11-25T09:15:00.000Z";
    message.message.call = {
      ...message.message.call,
      assistantOverrides: {
        metadata: { consentVersion: 1, consentedAt, placement: "contact", pagePath: "/contact" },
      },
    } as typeof message.message.call;
    expect((await v.server.post(message)).status).toBe(200);

    const inquiry = await v.onlyInquiryOfCall(callId);
    expect(inquiry).toMatchObject({
      consent_version: 1,
      consented_at: consentedAt,
      call_placement: "contact",
      call_page: "/contact",
    });
    await eventually(() => v.allDelivered(inquiry.id));
    expect(v.webhook.delivered.get(webhookMessageId(inquiry))!.body).toMatchObject({
      consent: { version: 1, at: consentedAt },
      placement: "contact",
      pagePath: "/contact",
    });
    // Quoted-printable, as sent: soft line breaks joined, escapes decoded.
    const mail = v.smtp.messages
      .get(`<${inquiry.id}@example.com>`)!
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(mail).toContain(`Consent:  Agreed to disclosure version 1 at ${consentedAt}`);
    expect(mail).toContain("Started:  contact page button, on /contact");
  });

  it("reads a call's context that is not what the site sends as unknown, never as an error", async () => {
    const callId = v.fresh("call");
    const message = toolCallsMessage(callId, [
      { id: v.fresh("tool"), name: "capture_lead", arguments: callbackRequest },
    ]);
    message.message.call = {
      ...message.message.call,
      assistantOverrides: {
        metadata: {
          consentVersion: "yes",
          consentedAt: "yesterday",
          placement: "footer",
          pagePath: "https://elsewhere.example/",
        },
      },
    } as typeof message.message.call;
    expect((await v.server.post(message)).status).toBe(200);
    expect(await v.onlyInquiryOfCall(callId)).toMatchObject({
      consent_version: null,
      consented_at: null,
      call_placement: null,
      call_page: null,
    });
  });

  it("stores one inquiry when ten copies of a tool call arrive at once", async () => {
    const callId = v.fresh("call");
    const message = toolCallsMessage(callId, [
      {
        id: v.fresh("tool"),
        name: "capture_lead",
        arguments: { name: "Sam Ortiz", phone: "+1 555 010 0188", message: "Wants a chatbot." },
      },
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => v.server.post(message)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const results = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(results.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(results[0].results[0].result).toBe(
      "Noted: the team will get back to the caller by phone within 24 hours.",
    );
    expect(await v.inquiriesOfCall(callId)).toHaveLength(1);
  });

  it("answers a tool call list in the plain shape, with arguments as an object", async () => {
    const callId = v.fresh("call");
    const [byPhoneId, byEmailId] = [v.fresh("tool"), v.fresh("tool")];
    const answer = await v.server.post({
      message: {
        type: "tool-calls",
        call: { id: callId },
        toolCallList: [
          {
            id: byPhoneId,
            name: "capture_lead",
            arguments: { ...callbackRequest, email: "", phone: "555 010 0199" },
          },
          {
            id: byEmailId,
            name: "capture_lead",
            arguments: {
              name: "Dana Reyes",
              email: "dana@harbor-dental.example",
              message: "Send the price list too.",
            },
          },
        ],
      },
    });
    expect(await answer.json()).toEqual({
      results: [
        {
          toolCallId: byPhoneId,
          result: "Noted: the team will get back to the caller by phone within 24 hours.",
        },
        {
          toolCallId: byEmailId,
          result: "Noted: the team will get back to the caller by e-mail within 24 hours.",
        },
      ],
    });
    expect(await v.inquiriesOfCall(callId)).toHaveLength(2);
  });

  it("asks the assistant for what is missing or wrong, and stores nothing", async () => {
    const before = await v.storedCount();
    const toolCallId = v.fresh("tool");
    const answer = await v.server.post(
      toolCallsMessage(v.fresh("call"), [
        {
          id: toolCallId,
          name: "capture_lead",
          arguments: { name: "Dana", email: "dana at harbor", message: "" },
        },
      ]),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      results: [
        {
          toolCallId,
          result:
            "Not saved yet. Please enter a valid e-mail address, such as name@company.com. Please enter a message. Ask the caller for their e-mail address, spelled out and what they would like help with, in a sentence or two, then call capture_lead again.",
        },
      ],
    });

    const noContact = await v.server.post(
      toolCallsMessage(v.fresh("call"), [
        { id: v.fresh("tool"), name: "capture_lead", arguments: "{not json" },
        {
          id: v.fresh("tool"),
          name: "capture_lead",
          arguments: { name: "Sam", message: "Call me." },
        },
      ]),
    );
    const [unreadable, noWayToReach] = (await noContact.json()).results;
    expect(unreadable.result).toMatch(
      /^Not saved yet\. Please enter your name\..*Ask the caller for their name, /,
    );
    expect(noWayToReach.result).toMatch(
      /An e-mail address or a phone number is needed\..*an e-mail address or a phone number, then call capture_lead again\.$/,
    );

    const unknownTool = await v.server.post(
      toolCallsMessage(v.fresh("call"), [
        { id: "t-unknown", name: "transfer_call", arguments: {} },
      ]),
    );
    expect((await unknownTool.json()).results[0]).toEqual({
      toolCallId: "t-unknown",
      error: 'This server does not know the tool "transfer_call"; it handles capture_lead.',
    });
    expect(await v.storedCount()).toBe(before);
  });
});
