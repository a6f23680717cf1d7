import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { listInquiries } from "../db/inquiry-store";
import { createTestDatabase, type TestDatabase } from "../db/test-databases";
import { eventually, startWebhookReceiver } from "../inquiries/testing/receivers";
import { createWebhookSender } from "../inquiries/webhook-channel";
import { startVoiceEventsServer } from "../voice-events/testing/voice-events-server";

const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** A `tool-calls` message as the provider sends it from a chat: `message.chat`, no `message.call`. */
function chatToolCall(toolCallId: string, chatId: string) {
  return {
    message: {
      type: "tool-calls",
      chat: {
        id: chatId,
        sessionId: "session-1",
        messages: [
          { role: "system", content: "You are the agency's assistant." },
          { role: "user", content: "Book me a demo on Tuesday at 3 pm, I'm Dana." },
          { role: "assistant", content: "Happy to. What is your e-mail address?" },
          { role: "user", content: "dana@harbor-dental.example" },
        ],
      },
      toolCallList: [
        {
          id: toolCallId,
          type: "function",
          function: {
            name: "book_appointment",
            arguments: {
              name: "Dana Reyes",
              email: "dana@harbor-dental.example",
              preferredTime: "Tuesday 3 pm",
            },
          },
        },
      ],
    },
  };
}

describe("a tool the assistant calls during a chat", () => {
  let testDb: TestDatabase;
  let database: SiteDatabase;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: Awaited<ReturnType<typeof startVoiceEventsServer>>;

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    database = await testDb.open();
    webhook = await startWebhookReceiver(WEBHOOK_SECRET);
    server = await startVoiceEventsServer({
      database,
      senders: [createWebhookSender({ url: webhook.url, secret: WEBHOOK_SECRET })],
    });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    await database?.close();
    await testDb?.drop();
  });

  it("makes one chat lead with the conversation so far, however often the provider retries", async () => {
    const first = await server.post(chatToolCall("tool-chat-1", "chat-1"));
    expect(first.status).toBe(200);
    const again = await server.post(chatToolCall("tool-chat-1", "chat-1"));
    expect(await again.json()).toEqual(await first.json());

    const leads = (await listInquiries(database.db)).filter(
      (inquiry) => inquiry.email === "dana@harbor-dental.example",
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: "chat",
      call_id: null,
      preferred_time: "Tuesday 3 pm",
      transcript:
        "User: Book me a demo on Tuesday at 3 pm, I'm Dana.\nAI: Happy to. What is your e-mail address?\nUser: dana@harbor-dental.example",
    });
    await eventually(() => webhook.delivered.has(`msg_${leads[0]!.id}`));
    expect(webhook.delivered.get(`msg_${leads[0]!.id}`)!.body).toMatchObject({
      source: "chat",
      preferredTime: "Tuesday 3 pm",
      transcript: leads[0]!.transcript,
    });
  });
});
