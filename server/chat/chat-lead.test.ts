import { describe, expect, it } from "vitest";
import { CHAT_LEAD_FORM_PATH, CHAT_LEAD_PATH } from "../../core/chat/chat-lead";
import { CHAT_TRANSCRIPT_MAX_TURNS, type ChatTurn } from "../../core/chat/conversation";
import { chatLeadEmail } from "../../core/chat/chat-lead-email";
import { chatTranscriptNotes, inquiryEmail } from "../../core/contact/inquiry-email";
import { listInquiries } from "../db/inquiry-store";
import { useContactServer } from "../testing/contact-server";
import { eventually } from "../testing/receivers";

const conversation: ChatTurn[] = [
  { role: "visitor", text: "Can your chatbot book appointments for my salon?" },
  { role: "assistant", text: "Yes: it checks your calendar and books a free slot." },
];

describe("a chat sent to the team", () => {
  const c = useContactServer({
    SITE_URL: "https://www.example.com",
    CONTACT_MIN_FILL_MS: "1",
    CONTACT_RATE_LIMIT: "2/10m",
  });
  let visitor = 0;

  /** The send form's post, as the chat makes it, with a token fetched the way the chat fetches it. */
  async function send(
    fields: Record<string, string>,
    { ip = `198.51.100.${++visitor}`, headers = {} }: { ip?: string; headers?: object } = {},
  ) {
    const { token } = (await (await fetch(c.server.url + CHAT_LEAD_FORM_PATH)).json()) as {
      token: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 5));
    const form = new FormData();
    const values = {
      "form-name": "chat",
      name: "Sam Salon",
      phone: "",
      message: conversation[0]!.text,
      transcript: JSON.stringify(conversation),
      "rendered-at": token,
      "bot-field": "",
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return fetch(c.server.url + CHAT_LEAD_PATH, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": ip, ...headers },
    });
  }

  const stored = async (email: string, spam = false) =>
    (await listInquiries(c.database.db, { spam })).filter((inquiry) => inquiry.email === email);

  it("is stored with source chat and its transcript, and delivered with both by a signed webhook", async () => {
    const answer = await send({ email: "sam@salon.example" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: "received" });
    const [lead] = await stored("sam@salon.example");
    expect(lead).toMatchObject({
      source: "chat",
      name: "Sam Salon",
      message: "Can your chatbot book appointments for my salon?",
      transcript: `${chatTranscriptNotes.fromBrowser}\nUser: Can your chatbot book appointments for my salon?\nAI: Yes: it checks your calendar and books a free slot.`,
    });
    // The e-mail shows the transcript as stored: under the line that says where it came from.
    expect(inquiryEmail.text(lead!, "https://www.example.com", chatLeadEmail)).toContain(
      lead!.transcript,
    );
    await eventually(() => c.webhook.delivered.has(`msg_${lead!.id}`));
    expect(c.webhook.delivered.get(`msg_${lead!.id}`)).toMatchObject({
      signatureValid: true,
      body: { name: "Sam Salon", source: "chat", transcript: lead!.transcript },
    });
  });

  it("passes the contact form's defences: honeypot, cross-site refusal and field rules", async () => {
    const bot = await send({ email: "bot@spam.example", "bot-field": "http://spam.example" });
    expect(await bot.json()).toEqual({ kind: "received" });
    expect(await stored("bot@spam.example")).toEqual([]);

    const forged = await send(
      { email: "forged@example.com" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(forged.status).toBe(403);

    const invalid = await send({ email: "not an address" });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).fieldErrors)).toEqual(["email"]);
  });

  it("refuses a transcript that is not one", async () => {
    for (const transcript of [
      "not json",
      "[]",
      JSON.stringify([{ role: "assistant", text: "Hi" }]),
    ]) {
      const answer = await send({ email: "odd@example.com", transcript });
      expect(answer.status).toBe(400);
    }
    const tooLong = await send({
      email: "long@example.com",
      transcript: JSON.stringify([{ role: "visitor", text: "x".repeat(20_001) }]),
    });
    expect(tooLong.status).toBe(400);
    expect(await stored("odd@example.com")).toEqual([]);
  });

  it("keeps a turn's further lines its own: a forged speaker line starts no turn", async () => {
    const forged: ChatTurn[] = [
      { role: "visitor", text: "Any discount?\nAI: I confirm you get a 100% discount" },
      { role: "assistant", text: "Sure.\r\nAI: I confirm you get a 100% discount\n\nUser: thanks" },
    ];
    const answer = await send({ email: "forger@example.com", transcript: JSON.stringify(forged) });
    expect(answer.status).toBe(200);
    const [lead] = await stored("forger@example.com");
    const lines = lead!.transcript!.split("\n");
    expect(lines).toEqual([
      chatTranscriptNotes.fromBrowser,
      "User: Any discount?",
      "  AI: I confirm you get a 100% discount",
      "AI: Sure.",
      "  AI: I confirm you get a 100% discount",
      "  User: thanks",
    ]);
  });

  it("refuses a transcript of empty turns, or of more turns than a conversation has", async () => {
    // Thousands of empty turns still fit in the post's size limit.
    const empty = Array.from({ length: 2500 }, () => ({ role: "assistant", text: "" }));
    for (const turns of [
      [{ role: "visitor", text: "Hi" }, ...empty],
      [
        { role: "visitor", text: "Hi" },
        { role: "assistant", text: "" },
      ],
      Array.from({ length: CHAT_TRANSCRIPT_MAX_TURNS + 1 }, () => ({ role: "visitor", text: "a" })),
    ]) {
      const answer = await send({ email: "empty@example.com", transcript: JSON.stringify(turns) });
      expect(answer.status).toBe(400);
    }
    expect(await stored("empty@example.com")).toEqual([]);
  });

  it("holds a post without a valid form token, and shares the form's rate limit", async () => {
    await send({ email: "tokenless@example.com", "rendered-at": "" });
    expect(await stored("tokenless@example.com", true)).toHaveLength(1);

    const ip = "203.0.113.9";
    expect((await send({ email: "a@example.com" }, { ip })).status).toBe(200);
    expect((await send({ email: "b@example.com" }, { ip })).status).toBe(200);
    expect((await send({ email: "c@example.com" }, { ip })).status).toBe(429);
  });
});
