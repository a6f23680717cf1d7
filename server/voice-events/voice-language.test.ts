import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../db/test-databases";
import { webhookMessageId } from "../inquiries/webhook-channel";
import { eventually } from "../testing/receivers";
import { toolCallsMessage } from "../testing/voice-events-server";
import { callbackRequest, useVoiceEventsSite } from "../testing/voice-events-site";

/**
 * The assistant speaks the page's language: a call started on a Spanish page says so in its
 * metadata, a chat in the variables its prompt reads; the tools answer in it, and the lead keeps it.
 */
describe.each(testDatabaseKinds())("the tools in the call's language on %s", (kind) => {
  const v = useVoiceEventsSite(kind);

  function spanishCall(callId: string, args: Record<string, unknown>) {
    const message = toolCallsMessage(callId, [
      { id: v.fresh("tool"), name: "capture_lead", arguments: args },
    ]);
    message.message.call = {
      ...message.message.call,
      assistantOverrides: {
        metadata: {
          consentVersion: 1,
          consentedAt: "2026-11-25T09:15:00.000Z",
          placement: "widget",
          pagePath: "/es/contacto",
          language: "es",
        },
      },
    } as typeof message.message.call;
    return message;
  }

  it("answers capture_lead in Spanish, keeps the lead in Spanish, and tells the team in English", async () => {
    const callId = v.fresh("call");
    const answer = await v.server.post(spanishCall(callId, callbackRequest));
    expect((await answer.json()).results[0].result).toBe(
      "Anotado: el equipo se pondrá en contacto con la persona por correo electrónico en menos de 24 horas.",
    );
    const inquiry = await v.onlyInquiryOfCall(callId);
    expect(inquiry.language).toBe("es");
    await eventually(() => v.allDelivered(inquiry.id));
    expect(v.webhook.delivered.get(webhookMessageId(inquiry))!.body).toMatchObject({
      source: "voice",
      language: "es",
    });
    const mail = v.smtp.messages.get(`<${inquiry.id}@example.com>`)!.replace(/=\r?\n/g, "");
    expect(mail).toContain("Subject: New voice inquiry from Dana Reyes");
    expect(mail).toContain("Language: Spanish (answer in Spanish)");
    expect(mail).toContain(
      "Agreed to the Spanish disclosure version 1 at 2026-11-25T09:15:00.000Z",
    );
  });

  it("asks again in Spanish for what is missing, with the form's Spanish messages", async () => {
    const callId = v.fresh("call");
    const answer = await v.server.post(
      spanishCall(callId, { name: "Dana Reyes", message: "Llámenme, por favor." }),
    );
    expect((await answer.json()).results[0].result).toBe(
      "Aún no se ha guardado. Hace falta un correo electrónico o un número de teléfono. Pida a la persona un correo electrónico o un número de teléfono y vuelva a llamar a capture_lead.",
    );
    expect(await v.inquiriesOfCall(callId)).toEqual([]);
  });

  it("reads a chat's language from the variables it was started with", async () => {
    const email = `${v.fresh("chat")}@example.com`;
    const answer = await v.server.post({
      message: {
        type: "tool-calls",
        chat: {
          id: v.fresh("chat"),
          sessionId: v.fresh("session"),
          assistantOverrides: { variableValues: { language: "Spanish" } },
          messages: [{ role: "user", content: "Llámenme mañana." }],
        },
        toolCallList: [
          {
            id: v.fresh("tool"),
            type: "function",
            function: {
              name: "capture_lead",
              arguments: { name: "Rosa Díaz", email, message: "Llámenme mañana." },
            },
          },
        ],
      },
    });
    expect((await answer.json()).results[0].result).toMatch(/^Anotado: /);
    const stored = await v.database.db
      .selectFrom("inquiries")
      .select(["source", "language"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ source: "chat", language: "es" });
  });

  it("takes a language it does not know as the agency's own", async () => {
    const callId = v.fresh("call");
    const message = spanishCall(callId, callbackRequest);
    const call = message.message.call as unknown as { assistantOverrides: { metadata: object } };
    call.assistantOverrides.metadata = { ...call.assistantOverrides.metadata, language: "tlh" };
    const answer = await v.server.post(message);
    expect((await answer.json()).results[0].result).toMatch(/^Noted: /);
    expect((await v.onlyInquiryOfCall(callId)).language).toBe("en");
  });
});
