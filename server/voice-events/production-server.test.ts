import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../tests/support/production-server";
import { SQLITE_FILE } from "../db/database";
import { eventually, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../testing/receivers";
import { toolCallsMessage, VOICE_SECRET } from "../testing/voice-events-server";
import { VOICE_EVENTS_PATH } from "./voice-events-route";

/** The endpoint as deployed: `npm start`'s server, configured only through its environment. */
describe("POST /api/voice/events on the production server", () => {
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: RunningServer;
  let serverWithoutSecret: RunningServer;

  // Starting two servers on a busy machine takes a while.
  beforeAll(async () => {
    webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET);
    [server, serverWithoutSecret] = await Promise.all([
      startServer({
        env: {
          VAPI_SERVER_SECRET: VOICE_SECRET,
          CONTACT_WEBHOOK_URL: webhook.url,
          CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        },
      }),
      startServer(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), serverWithoutSecret?.stop()]);
    await webhook?.close();
  });

  const post = (body: unknown, secret = VOICE_SECRET) =>
    fetch(`${server.origin}${VOICE_EVENTS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-secret": secret },
      body: JSON.stringify(body),
    });

  it("books once through the same tool call sent three times, and delivers the voice webhook", async () => {
    const message = toolCallsMessage("prod-call-1", [
      {
        id: "prod-tool-1",
        name: "capture_lead",
        arguments: {
          name: "Lee Park",
          phone: "555 010 0142",
          message: "Wants an AI receptionist.",
        },
      },
    ]);
    const answers = await Promise.all([post(message), post(message), post(message)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) {
      expect(await answer.json()).toEqual({
        results: [
          {
            toolCallId: "prod-tool-1",
            result: "Noted: the team will get back to the caller by phone within 24 hours.",
          },
        ],
      });
    }
    await eventually(() => webhook.delivered.size === 1);
    const [delivered] = [...webhook.delivered.values()];
    expect(delivered!.signatureValid).toBe(true);
    expect(delivered!.body).toMatchObject({
      name: "Lee Park",
      phone: "555 010 0142",
      source: "voice",
      callId: "prod-call-1",
    });

    const db = new Database(path.join(server.dataDir, SQLITE_FILE), { readonly: true });
    const { n } = db.prepare("SELECT count(*) AS n FROM inquiries").get() as { n: number };
    db.close();
    expect(n).toBe(1);
  });

  it("refuses a wrong secret", async () => {
    const answer = await post({ message: { type: "status-update" } }, "not-the-secret-at-all");
    expect(answer.status).toBe(401);
  });

  it("is not there (404) on a server without VAPI_SERVER_SECRET", async () => {
    const answer = await fetch(`${serverWithoutSecret.origin}${VOICE_EVENTS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-secret": VOICE_SECRET },
      body: JSON.stringify({ message: { type: "status-update" } }),
    });
    expect(answer.status).toBe(404);
  });
});
