import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { getInquiry, listInquiries } from "../db/inquiry-store";
import { countDeliveries } from "../db/outbox-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../db/test-databases";
import { createEmailSender } from "../inquiries/email-channel";
import {
  eventually,
  startSmtpReceiver,
  startWebhookReceiver,
} from "../inquiries/testing/receivers";
import { createWebhookSender, webhookMessageId } from "../inquiries/webhook-channel";
import {
  startVoiceEventsServer,
  toolCallsMessage,
  VOICE_SECRET,
} from "./testing/voice-events-server";

const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

const booking = {
  name: "Dana Reyes",
  email: "dana@harbor-dental.example",
  service: "Booking Automation",
  preferredTime: "Tuesday 3 pm",
  notes: "Two clinics, wants after-hours booking.",
};

describe.each(testDatabaseKinds())("POST /api/voice/events on %s", (kind) => {
  let testDb: TestDatabase;
  let database: SiteDatabase;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let server: Awaited<ReturnType<typeof startVoiceEventsServer>>;
  let sequence = 0;
  /** Ids unique per test, so each test reads only what it made. */
  const fresh = (prefix: string) => `${prefix}_${kind}_${Date.now()}_${(sequence += 1)}`;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    webhook = await startWebhookReceiver(WEBHOOK_SECRET);
    smtp = await startSmtpReceiver();
    server = await startVoiceEventsServer({
      database,
      senders: [
        createWebhookSender({ url: webhook.url, secret: WEBHOOK_SECRET }),
        createEmailSender({
          smtpUrl: smtp.url,
          to: ["owner@example.com"],
          from: "site@example.com",
          siteUrl: "https://example.com",
        }),
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    await smtp?.close();
    await database?.close();
    await testDb?.drop();
  });

  async function inquiriesOfCall(callId: string) {
    const all = await listInquiries(database.db);
    return all.filter((inquiry) => inquiry.call_id === callId);
  }

  /** The one inquiry a call made: a second one would be a lost retry guarantee. */
  async function onlyInquiryOfCall(callId: string) {
    const stored = await inquiriesOfCall(callId);
    expect(stored).toHaveLength(1);
    return stored[0]!;
  }

  async function storedCount() {
    const { count } = await database.db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function allDelivered(inquiryId: string) {
    const detail = await getInquiry(database.db, inquiryId);
    return (
      detail!.deliveries.length === 2 && detail!.deliveries.every((d) => d.status === "delivered")
    );
  }

  it("books once, answers the same sentence to every retry, and delivers once per channel", async () => {
    const callId = fresh("call");
    const toolCallId = fresh("tool");
    const message = toolCallsMessage(callId, [
      { id: toolCallId, name: "book_appointment", arguments: JSON.stringify(booking) },
    ]);

    // The provider retries: once after the first answer, then twice at the same moment.
    const first = await server.post(message);
    const retries = await Promise.all([server.post(message), server.post(message)]);
    for (const answer of [first, ...retries]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        results: [
          {
            toolCallId,
            result: "Booked: we will confirm Tuesday 3 pm by e-mail within 24 hours.",
          },
        ],
      });
    }

    const inquiry = await onlyInquiryOfCall(callId);
    expect(inquiry).toMatchObject({
      name: "Dana Reyes",
      email: "dana@harbor-dental.example",
      phone: "",
      interest: "Booking Automation",
      message: booking.notes,
      source: "voice",
      call_id: callId,
      preferred_time: "Tuesday 3 pm",
      incomplete: 0,
      spam_reason: null,
    });
    const receipt = await database.db
      .selectFrom("voice_receipts")
      .selectAll()
      .where("key", "=", `tool-call:${toolCallId}`)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ call_id: callId, inquiry_id: inquiry.id });
    await eventually(() => allDelivered(inquiry.id));
    const detail = await getInquiry(database.db, inquiry.id);
    expect(detail!.deliveries.map((d) => [d.channel, d.attempts])).toEqual([
      ["email", 1],
      ["webhook", 1],
    ]);

    const received = webhook.delivered.get(webhookMessageId(inquiry));
    expect(received?.signatureValid).toBe(true);
    expect(received!.body).toEqual({
      name: "Dana Reyes",
      email: "dana@harbor-dental.example",
      company: "",
      phone: "",
      interest: "Booking Automation",
      message: booking.notes,
      timestamp: inquiry.received_at,
      source: "voice",
      preferredTime: "Tuesday 3 pm",
      callId,
    });
    const mail = smtp.messages.get(`<${inquiry.id}@example.com>`);
    expect(mail).toContain("Subject: New booking by voice from Dana Reyes: Tuesday 3 pm");
    expect(mail).toContain(`Call id:  ${callId}`);
  });

  it("stores the consent, button and page the call started with, and shows them wherever the lead is shown", async () => {
    const callId = fresh("call");
    const message = toolCallsMessage(callId, [
      { id: fresh("tool"), name: "book_appointment", arguments: booking },
    ]);
    const consentedAt = "2026-11-25T09:15:00.000Z";
    message.message.call = {
      ...message.message.call,
      assistantOverrides: {
        metadata: { consentVersion: 1, consentedAt, placement: "contact", pagePath: "/contact" },
      },
    } as typeof message.message.call;
    expect((await server.post(message)).status).toBe(200);

    const inquiry = await onlyInquiryOfCall(callId);
    expect(inquiry).toMatchObject({
      consent_version: 1,
      consented_at: consentedAt,
      call_placement: "contact",
      call_page: "/contact",
    });
    await eventually(() => allDelivered(inquiry.id));
    expect(webhook.delivered.get(webhookMessageId(inquiry))!.body).toMatchObject({
      consent: { version: 1, at: consentedAt },
      placement: "contact",
      pagePath: "/contact",
    });
    // Quoted-printable, as sent: soft line breaks joined, escapes decoded.
    const mail = smtp.messages
      .get(`<${inquiry.id}@example.com>`)!
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(mail).toContain(`Consent:  Agreed to disclosure version 1 at ${consentedAt}`);
    expect(mail).toContain("Started:  contact page button, on /contact");
  });

  it("reads a call's context that is not what the site sends as unknown, never as an error", async () => {
    const callId = fresh("call");
    const message = toolCallsMessage(callId, [
      { id: fresh("tool"), name: "book_appointment", arguments: booking },
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
    expect((await server.post(message)).status).toBe(200);
    expect(await onlyInquiryOfCall(callId)).toMatchObject({
      consent_version: null,
      consented_at: null,
      call_placement: null,
      call_page: null,
    });
  });

  it("stores one inquiry when ten copies of a tool call arrive at once", async () => {
    const callId = fresh("call");
    const message = toolCallsMessage(callId, [
      {
        id: fresh("tool"),
        name: "capture_lead",
        arguments: { name: "Sam Ortiz", phone: "+1 555 010 0188", message: "Wants a chatbot." },
      },
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.post(message)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const results = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(results.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(results[0].results[0].result).toBe(
      "Noted: the team will get back to the caller by phone within 24 hours.",
    );
    expect(await inquiriesOfCall(callId)).toHaveLength(1);
  });

  it("answers a tool call list in the plain shape, with arguments as an object", async () => {
    const callId = fresh("call");
    const [bookingId, leadId] = [fresh("tool"), fresh("tool")];
    const answer = await server.post({
      message: {
        type: "tool-calls",
        call: { id: callId },
        toolCallList: [
          {
            id: bookingId,
            name: "book_appointment",
            arguments: {
              ...booking,
              email: "",
              phone: "555 010 0199",
              preferredTime: "2026-11-24T15:00",
            },
          },
          {
            id: leadId,
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
          toolCallId: bookingId,
          result: "Booked: we will confirm Tuesday, November 24 at 3 pm by phone within 24 hours.",
        },
        {
          toolCallId: leadId,
          result: "Noted: the team will get back to the caller by e-mail within 24 hours.",
        },
      ],
    });
    expect(await inquiriesOfCall(callId)).toHaveLength(2);
  });

  it("asks the assistant for what is missing or wrong, and stores nothing", async () => {
    const before = await storedCount();
    const toolCallId = fresh("tool");
    const answer = await server.post(
      toolCallsMessage(fresh("call"), [
        {
          id: toolCallId,
          name: "book_appointment",
          arguments: { name: "Dana", email: "dana at harbor", preferredTime: "" },
        },
      ]),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      results: [
        {
          toolCallId,
          result:
            "Not saved yet. Please enter a valid e-mail address, such as name@company.com. A preferred date and time is needed. Ask the caller for their e-mail address, spelled out and a preferred date and time, then call book_appointment again.",
        },
      ],
    });

    const noContact = await server.post(
      toolCallsMessage(fresh("call"), [
        { id: fresh("tool"), name: "capture_lead", arguments: "{not json" },
        {
          id: fresh("tool"),
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

    const unknownTool = await server.post(
      toolCallsMessage(fresh("call"), [{ id: "t-unknown", name: "transfer_call", arguments: {} }]),
    );
    expect((await unknownTool.json()).results[0]).toEqual({
      toolCallId: "t-unknown",
      error:
        'This server does not know the tool "transfer_call"; it handles book_appointment and capture_lead.',
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a wrong or missing secret before reading the body", async () => {
    const before = await storedCount();
    const message = toolCallsMessage(fresh("call"), [
      { id: fresh("tool"), name: "book_appointment", arguments: booking },
    ]);
    expect(
      (await server.post(message, { "x-vapi-secret": "wrong-secret-wrong-secret" })).status,
    ).toBe(401);
    const withoutSecret = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
    });
    expect(withoutSecret.status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it("answers malformed, oversized and unknown messages with a 4xx or an ignored 200, never a 5xx", async () => {
    const before = await storedCount();
    expect((await server.post("{not json")).status).toBe(400);
    expect((await server.post("")).status).toBe(400);
    expect((await server.post([1, 2])).status).toBe(400);
    expect((await server.post({ message: { call: {} } })).status).toBe(400);
    const huge = await server.post({
      message: { type: "transcript", transcript: "x".repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    // The same megabyte sent in chunks, without a Content-Length.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const chunked = await fetch(server.url, {
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

    const statusUpdate = await server.post({
      message: { type: "status-update", status: "in-progress", call: { id: "c" } },
    });
    expect(statusUpdate.status).toBe(200);
    expect(await statusUpdate.json()).toEqual({});

    const odd = await server.post({
      message: {
        type: "tool-calls",
        call: "not an object",
        toolCallList: [{ name: "x" }, 7, null],
      },
    });
    expect(odd.status).toBe(200);
    expect(await odd.json()).toEqual({ results: [] });
    const oddReport = await server.post({
      message: { type: "end-of-call-report", call: { id: 42 }, artifact: "x", analysis: [] },
    });
    expect(oddReport.status).toBe(200);
    expect(await storedCount()).toBe(before);
  });

  it("attaches the end-of-call report to the inquiry its call created", async () => {
    const callId = fresh("call");
    await server.post(
      toolCallsMessage(callId, [
        { id: fresh("tool"), name: "book_appointment", arguments: booking },
      ]),
    );
    const report = {
      message: {
        type: "end-of-call-report",
        call: { id: callId },
        endedReason: "customer-ended-call",
        analysis: { summary: "Dana booked a consultation for Tuesday 3 pm." },
        artifact: { transcript: "AI: Hi, this is Ava.\nUser: I'd like to book a consultation." },
      },
    };
    const answer = await server.post(report);
    expect(answer.status).toBe(200);
    await server.post(report);

    expect(await onlyInquiryOfCall(callId)).toMatchObject({
      summary: "Dana booked a consultation for Tuesday 3 pm.",
      ended_reason: "customer-ended-call",
      transcript: "AI: Hi, this is Ava.\nUser: I'd like to book a consultation.",
      incomplete: 0,
    });
  });

  it("keeps a call that booked nothing but left a phone number as an incomplete lead, once", async () => {
    const callId = fresh("call");
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
    await Promise.all([server.post(report), server.post(report)]);
    await server.post(report);

    const lead = await onlyInquiryOfCall(callId);
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
    await eventually(() => allDelivered(lead.id));
    expect(webhook.delivered.get(webhookMessageId(lead))!.body).toMatchObject({
      phone: "+15550100177",
      source: "voice",
      callId,
      summary: "The caller asked about prices and hung up.",
    });
    const mail = smtp.messages.get(`<${lead.id}@example.com>`)!;
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
    const before = await storedCount();
    await Promise.all([server.post(report), server.post(report)]);
    await server.post(report);
    expect(await storedCount()).toBe(before + 1);
    // Another call from the same number, saying something else, is a lead of its own.
    await server.post({
      message: { ...report.message, summary: `A second call from ${number}.` },
    });
    expect(await storedCount()).toBe(before + 2);
  });

  it("finds an e-mail address the caller spelled out in a web call", async () => {
    const callId = fresh("call");
    await server.post({
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
    expect(await inquiriesOfCall(callId)).toMatchObject([
      {
        email: "dana@harbordental.example",
        phone: "",
        incomplete: 1,
        message: "The caller ended the call before booking or leaving a request.",
      },
    ]);
  });

  it("keeps nothing from a call that left no way to reach the caller", async () => {
    const before = await storedCount();
    const answer = await server.post({
      message: {
        type: "end-of-call-report",
        call: { id: fresh("call") },
        endedReason: "customer-ended-call",
        artifact: { transcript: "AI: Hello?\nUser: Wrong number, sorry." },
      },
    });
    expect(answer.status).toBe(200);
    expect(await storedCount()).toBe(before);
  });

  it("is off (404) on a server without VAPI_SERVER_SECRET", async () => {
    const off = await startVoiceEventsServer({ database, senders: [], secret: "" });
    try {
      const answer = await off.post(
        toolCallsMessage("c", [{ id: "t", name: "book_appointment", arguments: booking }]),
      );
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
    expect(await countDeliveries(database.db)).toMatchObject({ failed: 0 });
  });
});
