import { afterAll, beforeAll, expect, it } from "vitest";
import type { Inquiry } from "../db/inquiry-store";
import { startWebhookReceiver } from "../testing/receivers";
import { createWebhookSender, webhookMessageId } from "./webhook-channel";
import { leadSources } from "../wings";

const OLD = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const NEW = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";

let stillOld: Awaited<ReturnType<typeof startWebhookReceiver>>;
let alreadyNew: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  stillOld = await startWebhookReceiver(OLD);
  alreadyNew = await startWebhookReceiver(NEW);
});
afterAll(async () => {
  await stillOld?.close();
  await alreadyNew?.close();
});

const inquiry = {
  id: "inq_rotation",
  received_at: "2026-11-25T09:00:00.000Z",
  name: "Ada",
  email: "ada@example.com",
  company: "",
  phone: "",
  interest: "",
  message: "Hello",
  spam_reason: null,
} as Inquiry;

it("while CONTACT_WEBHOOK_SECRET holds the new and the old key, receivers on either accept", async () => {
  for (const receiver of [stillOld, alreadyNew]) {
    const sender = createWebhookSender({
      sources: leadSources,
      url: receiver.url,
      secret: `${NEW} ${OLD}`,
    });
    expect(await sender.send({ inquiry, reply: null, subject: null })).toMatchObject({ ok: true });
    expect(receiver.delivered.get(webhookMessageId(inquiry))?.signatureValid).toBe(true);
  }
  // A receiver never accepts a key it was not given.
  const wrong = createWebhookSender({ sources: leadSources, url: stillOld.url, secret: NEW });
  await wrong.send({ inquiry: { ...inquiry, id: "inq_wrong" }, reply: null, subject: null });
  expect(
    stillOld.delivered.get(webhookMessageId({ ...inquiry, id: "inq_wrong" }))?.signatureValid,
  ).toBe(false);
});
