import { describe, expect, it } from "vitest";
import { listInquiries } from "../db/inquiry-store";
import { eventually } from "../testing/receivers";
import { useVoiceEventsSite } from "../testing/voice-events-site";

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
          { role: "user", content: "No time suits me this week, call me back. I'm Dana." },
          { role: "assistant", content: "Happy to. What is your e-mail address?" },
          { role: "user", content: "dana@harbor-dental.example" },
        ],
      },
      toolCallList: [
        {
          id: toolCallId,
          type: "function",
          function: {
            name: "capture_lead",
            arguments: {
              name: "Dana Reyes",
              email: "dana@harbor-dental.example",
              message: "Wants a call back about booking automation.",
            },
          },
        },
      ],
    },
  };
}

describe("a tool the assistant calls during a chat", () => {
  const v = useVoiceEventsSite("sqlite");

  it("makes one chat lead with the conversation so far, however often the provider retries", async () => {
    const first = await v.server.post(chatToolCall("tool-chat-1", "chat-1"));
    expect(first.status).toBe(200);
    const again = await v.server.post(chatToolCall("tool-chat-1", "chat-1"));
    expect(await again.json()).toEqual(await first.json());

    const leads = (await listInquiries(v.database.db)).filter(
      (inquiry) => inquiry.email === "dana@harbor-dental.example",
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: "chat",
      call_id: null,
      transcript:
        "User: No time suits me this week, call me back. I'm Dana.\nAI: Happy to. What is your e-mail address?\nUser: dana@harbor-dental.example",
    });
    await eventually(() => v.webhook.delivered.has(`msg_${leads[0]!.id}`));
    expect(v.webhook.delivered.get(`msg_${leads[0]!.id}`)!.body).toMatchObject({
      source: "chat",
      transcript: leads[0]!.transcript,
    });
  });
});
