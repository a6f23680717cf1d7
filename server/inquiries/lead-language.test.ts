import { describe, expect, it } from "vitest";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../../core/chat/chat-lead";
import { inquiryFieldNames } from "../../core/contact/inquiry-fields";
import { LANGUAGE_FIELD } from "../../core/content/languages";
import { listInquiries } from "../db/inquiry-store";
import { formWayIn } from "../contact/form-way-in";
import { testDatabaseKinds } from "../db/test-databases";
import { webhookMessageId } from "./webhook-channel";
import { inquiryForm, startContactServer } from "../testing/contact-server";
import { useLeadDeliverySite } from "../testing/lead-delivery-site";
import { eventually } from "../testing/receivers";

/**
 * A lead keeps the language of the page it came from (017-lead-language): a post answers in it,
 * the webhook carries it, and the team's e-mail, in the team's language, names it.
 */
describe.each(testDatabaseKinds())("a lead's language (%s)", (kind) => {
  const site = useLeadDeliverySite(kind, "https://www.example.com", (database, senders) =>
    startContactServer({
      database,
      env: { SITE_URL: "https://www.example.com" },
      senders: [senders.webhook, senders.email],
    }),
  );

  const post = (fields: Record<string, string>, path = "/") =>
    fetch(site.server.url + path, { method: "POST", body: inquiryForm(fields) });
  const stored = async (email: string) =>
    (await listInquiries(site.database.db)).find((inquiry) => inquiry.email === email);

  it("keeps a Spanish page's post in Spanish, and the webhook and the team's e-mail say so", async () => {
    const answer = await post({ email: "lucia@example.com", [LANGUAGE_FIELD]: "es" });
    expect(await answer.json()).toEqual({ kind: "received" });
    const inquiry = (await stored("lucia@example.com"))!;
    expect(inquiry.language).toBe("es");

    await eventually(() => site.webhook.delivered.has(webhookMessageId(inquiry)));
    const body = site.webhook.delivered.get(webhookMessageId(inquiry))!.body;
    expect(body).toMatchObject({ email: "lucia@example.com", language: "es" });
    expect(Object.keys(body).at(-1)).toBe("language");

    const messageId = `<${inquiry.id}@www.example.com>`;
    await eventually(() => site.smtp.messages.has(messageId));
    const mail = site.smtp.messages.get(messageId)!;
    expect(mail).toContain("Subject: New inquiry from Ada Lovelace");
    expect(mail).toContain("Language: Spanish (answer in Spanish)");
  });

  it("keeps an English post in English, with the spec's webhook body and no language line", async () => {
    await post({ email: "ada@example.com" });
    const inquiry = (await stored("ada@example.com"))!;
    expect(inquiry.language).toBe("en");
    await eventually(() => site.webhook.delivered.has(webhookMessageId(inquiry)));
    expect(Object.keys(site.webhook.delivered.get(webhookMessageId(inquiry))!.body)).toEqual([
      ...inquiryFieldNames,
      "timestamp",
    ]);
    const messageId = `<${inquiry.id}@www.example.com>`;
    await eventually(() => site.smtp.messages.has(messageId));
    expect(site.smtp.messages.get(messageId)).not.toContain("Language:");
  });

  it("answers a Spanish post's field errors in Spanish, and an English one's in English", async () => {
    const spanish = await post({ email: "no-es-un-correo", [LANGUAGE_FIELD]: "es" });
    expect(spanish.status).toBe(400);
    expect((await spanish.json()).fieldErrors).toEqual({
      email: "Escriba una dirección de correo válida, como nombre@empresa.com.",
    });
    const english = await post({ email: "not-an-email" });
    expect((await english.json()).fieldErrors.email).toMatch(/^Please enter a valid e-mail/);
  });

  it("takes an unknown language as the page's: the source's at the hosted-form address", async () => {
    await post({ email: "klingon@example.com", [LANGUAGE_FIELD]: "tlh" });
    expect((await stored("klingon@example.com"))!.language).toBe("en");
  });

  it("words a refusal before the post is read in the language of the page it was sent to", async () => {
    const sent = (path: string) =>
      site.server.pipeline.contact.submit(
        new Request(`https://www.example.com${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        "192.0.2.1",
        formWayIn,
      );
    expect(await sent("/es/contacto")).toEqual({
      kind: "refused",
      status: 415,
      message: "El formulario debe enviarse como un formulario web normal.",
    });
    expect(await sent("/contact")).toMatchObject({
      message: "The form must be sent as a regular web form.",
    });
  });

  it("keeps the language a chat's lead was sent from", async () => {
    const { token } = (await (await fetch(site.server.url + CHAT_LEAD_FORM_PATH)).json()) as {
      token: string;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries({
      "form-name": "chat",
      name: "Rosa Díaz",
      email: "rosa@example.com",
      phone: "",
      message: "¿Su chatbot puede agendar citas?",
      transcript: JSON.stringify([{ role: "visitor", text: "¿Su chatbot puede agendar citas?" }]),
      "rendered-at": token,
      "bot-field": "",
      [LANGUAGE_FIELD]: "es",
    })) {
      form.append(name, value);
    }
    const answer = await fetch(site.server.url + CHAT_LEAD_PATH, { method: "POST", body: form });
    expect(await answer.json()).toEqual({ kind: "received" });
    expect(await stored("rosa@example.com")).toMatchObject({ source: "chat", language: "es" });
  });
});
